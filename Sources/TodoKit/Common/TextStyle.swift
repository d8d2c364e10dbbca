/// ANSI styling, applied only when colour is on.
public struct TextStyle: Sendable {
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func red(_ text: String) -> String { wrap(text, "1;31") }
    public func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text
    }
}
