extension CalendarComponent {
    /// The component as the store writes a new file: every line folded at 75 octets with
    /// CRLF ends. A line read that already is so is written as it was read; any other (LF
    /// ends, an overlong line, as another program may write) is folded afresh.
    func writeFolded(into output: inout [UInt8]) {
        write(into: &output) { $0.foldedBytes }
    }
}

extension ContentLine {
    /// The kept bytes when they are folded with CRLF ends, else the line folded afresh.
    var foldedBytes: [UInt8] {
        guard let raw, ContentLine.isFoldedWithCRLF(raw) else { return LineFolder.fold(Array(text.utf8)) }
        return raw
    }

    private static func isFoldedWithCRLF(_ raw: [UInt8]) -> Bool {
        var lineStart = 0
        for (index, byte) in raw.enumerated() where byte == 0x0A {
            guard index > lineStart, raw[index - 1] == 0x0D, index - 1 - lineStart <= LineFolder.limit else { return false }
            lineStart = index + 1
        }
        return lineStart == raw.count && lineStart > 0
    }
}
