import TodoBytes
/// Writes JSON text: one line, `", "` between members and `": "` after keys, as the
/// contract's examples are written.
///
/// Control characters (`ControlCharacters`: U+0000–U+001F, U+007F–U+009F) are escaped —
/// `\n`, `\r`, `\t`, else `\u001b` — so neither a file nor `--json` output can carry one raw
/// to a terminal; every other character is written as raw UTF-8. Numbers are written as their
/// literal text. The work is done on bytes, so writing a 100,000-item file stays a matter of milliseconds.
package enum JSONWriter {
    package static func serialize(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func write(_ value: JSONValue, into output: inout String) {
        output += serialize(value)
    }

    static func writeString(_ text: String, into output: inout String) {
        var bytes: [UInt8] = []
        writeString(text, into: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    package static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null: appendLiteral("null", to: &output)
        case .bool(let flag): appendLiteral(flag ? "true" : "false", to: &output)
        case .number(let literal): output.append(contentsOf: literal.utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { appendSeparator(to: &output) }
                write(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { appendSeparator(to: &output) }
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                output.append(UInt8(ascii: " "))
                write(member.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a literal's bytes in one step (faster than going through `String.UTF8View`).
    @inline(__always) package static func appendLiteral(_ literal: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @inline(__always) private static func appendSeparator(to output: inout [UInt8]) {
        output.append(UInt8(ascii: ","))
        output.append(UInt8(ascii: " "))
    }

    /// `text` in double quotes, escaped: runs that need no escape are copied whole.
    ///
    /// The escape test is on UTF-8 bytes, for speed: it implements `"`, `\` and
    /// `ControlCharacters` (a byte below 0x20 or 0x7F; C2 80–C2 9F for the C1 controls), and
    /// `JSONWriterTests` checks it against them for every one- and two-byte scalar.
    package static func writeString(_ text: String, into output: inout [UInt8]) {
        var text = text
        output.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                if let word = SWAR.word(utf8, at: index), !mayNeedEscape(word) {
                    index += 8
                    continue
                }
                let byte = utf8[index]
                let escapeLength: Int
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F {
                    escapeLength = 1
                } else if byte == 0xC2, index + 1 < utf8.count, utf8[index + 1] < 0xA0 {
                    escapeLength = 2   // U+0080–U+009F, the C1 controls
                } else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(of: escapeLength == 1 ? UInt32(byte) : UInt32(utf8[index + 1]), to: &output)
                index += escapeLength
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// False if no byte of `word` starts something `writeString` escapes (0xC2 starts a C1
    /// control, but also `°` or a no-break space: those take the byte-by-byte path).
    @inline(__always) private static func mayNeedEscape(_ word: UInt64) -> Bool {
        SWAR.hasByteBelow(word, 0x20) || SWAR.hasByte(word, UInt8(ascii: "\"")) || SWAR.hasByte(word, UInt8(ascii: "\\"))
            || SWAR.hasByte(word, 0x7F) || SWAR.hasByte(word, 0xC2)
    }

    private static func appendEscape(of scalar: UInt32, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch scalar {
        case 0x22: output.append(UInt8(ascii: "\""))
        case 0x5C: output.append(UInt8(ascii: "\\"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            output.append(contentsOf: "u00".utf8)
            output.append(hexDigit(scalar >> 4))
            output.append(hexDigit(scalar))
        }
    }

    private static func hexDigit(_ value: UInt32) -> UInt8 {
        let nibble = UInt8(truncatingIfNeeded: value & 0xF)
        return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
