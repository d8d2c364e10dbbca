/// Folds a content line at 75 octets, as RFC 5545 3.1 asks, never inside a UTF-8 sequence.
enum LineFolder {
    static let limit = 75

    /// The line's bytes as lines of at most 75 octets (line end not counted), each ended by
    /// CRLF, every one after the first starting with a space.
    static func fold(_ line: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(line.count + line.count / 70 * 3 + 2)
        var start = 0
        var room = limit
        while line.count - start > room {
            var end = start + room
            // Back to the start of a character: a continuation byte is 0b10xxxxxx.
            while end > start + 1, line[end] & 0xC0 == 0x80 { end -= 1 }
            output.append(contentsOf: line[start..<end])
            output.append(contentsOf: [0x0D, 0x0A, 0x20])
            start = end
            room = limit - 1
        }
        output.append(contentsOf: line[start...])
        output.append(contentsOf: [0x0D, 0x0A])
        return output
    }
}
