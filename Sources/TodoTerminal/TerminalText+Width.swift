package import TodoCore
/// Text fitted to a terminal's columns: display widths are this layer's, not the core's.
extension TerminalText {
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
