import TodoCore
/// How an error message quotes what it found in the data file: short, on one line, and
/// with control characters escaped (`\u{1B}`), so that nothing raw reaches a terminal.
/// It escapes the same characters as the views do (C0, DEL, C1 and the bidirectional
/// formatting characters, which could reorder the line).
enum FileExcerpt {
    /// Quoted text is cut to this many characters, so a message stays one readable line.
    static let maxLength = 40

    /// A value as a message names it: `"2026-02-30"`, `1.0`, `null`, `an array`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let literal): shortened(literal)
        case .string(let text): quoted(text)
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// `text` in double quotes, escaped and shortened.
    static func quoted(_ text: String) -> String {
        "\"" + shortened(text) + "\""
    }

    /// `text` cut to `maxLength` characters (with `…` when cut); control and bidirectional
    /// formatting characters, quotes and backslashes escaped.
    static func shortened(_ text: String) -> String {
        var result = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == maxLength {
                result += "…"
                break
            }
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            default: result += TerminalText.escaped(String(scalar))
            }
        }
        return result
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `12th`, `13th`, `21st`, ...
    static func ordinal(_ number: Int) -> String {
        "\(number)" + DateWords.ordinalSuffix(of: number)
    }
}
