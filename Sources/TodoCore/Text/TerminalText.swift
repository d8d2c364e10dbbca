/// Text made safe for a terminal. Fitting it to columns is the terminal layer's
/// (`TerminalText+Width` in TodoTerminal), which knows display widths.
package enum TerminalText {
    /// `text` with every control character (C0, DEL, C1), every bidirectional-formatting
    /// character and the line and paragraph separators (U+2028, U+2029) shown as `\u{1B}`, so
    /// that a name written by hand into the file can never move the cursor, ring the bell,
    /// reorder the line or, for a reader that splits lines the Unicode way, start a new one.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if ControlCharacters.contains(scalar) { return true }
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
