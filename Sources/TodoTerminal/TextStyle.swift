import TodoCore
/// ANSI styling, applied only when colour is on, and the symbols the locale can show.
package struct TextStyle: Sendable {
    package let isEnabled: Bool
    /// The locale's characters are UTF-8 (`LocaleCharset`): `…` and `·` can be written as they
    /// are; otherwise they are written in ASCII (`...`, `-`).
    package let isUTF8: Bool

    package init(isEnabled: Bool, isUTF8: Bool = true) {
        self.isEnabled = isEnabled
        self.isUTF8 = isUTF8
    }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func red(_ text: String) -> String { wrap(text, "1;31") }
    package func dim(_ text: String) -> String { wrap(text, "2") }

    /// What ends a name that was cut short.
    package var ellipsis: String { isUTF8 ? "…" : "..." }

    /// `text` (a prompt or a message of todo's own) with its `…` and `·` in ASCII when the
    /// locale is not UTF-8.
    package func symbols(_ text: String) -> String {
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
