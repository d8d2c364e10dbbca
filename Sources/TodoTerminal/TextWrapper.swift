/// Text fitted to a terminal's width the way a person reads it: lines broken between words,
/// never inside one, and only a word wider than the whole width cut (hard, between characters).
/// Widths are display columns (`DisplayWidth`).
package enum TextWrapper {
    /// The rows `line` (one line, no line break in it) takes at `width` columns: at least one,
    /// even for an empty line. Spaces at a break are dropped; the line's own indent is kept.
    package static func rows(_ line: String, width: Int) -> [String] {
        let width = max(width, 1)
        guard DisplayWidth.of(line) > width else { return [line] }
        var rows: [String] = []
        var row = ""
        var used = 0
        // After a break: the spaces that made it are not carried to the new row.
        var afterBreak = false
        for (index, word) in line.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if word.isEmpty && afterBreak { continue }
            let wordWidth = DisplayWidth.of(word)
            if index > 0 && !afterBreak {
                if used + 1 + wordWidth <= width {
                    row += " " + word
                    used += 1 + wordWidth
                    continue
                }
                rows.append(row)
                row = ""
                used = 0
                afterBreak = true
                if word.isEmpty { continue }
            }
            afterBreak = false
            if wordWidth <= width - used {
                row += word
                used += wordWidth
                continue
            }
            // A word wider than the row: cut hard, a row at a time.
            for character in word {
                let columns = DisplayWidth.of(character)
                if used + columns > width && used > 0 {
                    rows.append(row)
                    row = ""
                    used = 0
                }
                row.append(character)
                used += columns
            }
        }
        rows.append(row)
        return rows
    }

    /// `text` with each of its lines wrapped to `width` columns (nil: as it is); a line break
    /// at its end stays there.
    package static func wrapped(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return lines(of: text).map { rows($0, width: width).joined(separator: "\n") }.joined(separator: "\n")
            + (text.hasSuffix("\n") ? "\n" : "")
    }

    /// How many rows `text` takes at `width` columns (nil: one per line).
    package static func rowCount(_ text: String, width: Int?) -> Int {
        guard let width else { return lines(of: text).count }
        return lines(of: text).reduce(0) { $0 + rows($1, width: width).count }
    }

    /// The lines of `text`, without the empty one after a final line break.
    private static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
