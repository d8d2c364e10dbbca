import TodoCore
/// ANSI styling, applied only when colour is on, and the symbols the locale can show.
struct TextStyle: Sendable {
    let isEnabled: Bool
    /// The locale's characters are UTF-8 (`LocaleCharset`): `…` and `·` can be written as they
    /// are; otherwise they are written in ASCII (`...`, `-`).
    let isUTF8: Bool

    init(isEnabled: Bool, isUTF8: Bool = true) {
        self.isEnabled = isEnabled
        self.isUTF8 = isUTF8
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    /// What ends a name that was cut short.
    var ellipsis: String { isUTF8 ? "…" : "..." }

    /// `text` (a prompt or a message of todo's own) with its `…` and `·` in ASCII when the
    /// locale is not UTF-8.
    func symbols(_ text: String) -> String {
        guard !isUTF8, text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "…": result += "..."
            case "·": result += "-"
            default: result.append(character)
            }
        }
        return result
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text
    }
}
