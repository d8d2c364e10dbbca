/// Text made safe and fitted for a terminal.
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

    /// `text` cut to at most `width` columns (display columns, `DisplayWidth`), ending in
    /// `ellipsis` when it was cut. It is cut between characters, never inside one: where a wide
    /// character would straddle the limit, the cut text is a column narrower.
    package static func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        guard width > ellipsisWidth else { return width > 0 ? String(ellipsis.prefix(width)) : "" }
        let room = width - ellipsisWidth
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let columns = DisplayWidth.of(text[index])
            guard used + columns <= room else { break }
            used += columns
            end = text.index(after: index)
        }
        return String(text[..<end]) + ellipsis
    }

    /// `text` followed by spaces to `width` columns.
    package static func padded(_ text: String, toWidth width: Int) -> String {
        let columns = DisplayWidth.of(text)
        return columns >= width ? text : text + String(repeating: " ", count: width - columns)
    }
}
