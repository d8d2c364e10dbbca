/// A file path as the kernel takes it: bytes, not text.
///
/// A path need not be UTF-8 (`caf\xE9.json` from a Latin-1 system); turning it into a
/// `String` would replace such bytes with U+FFFD and name another file. So the bytes that came
/// from the command line, the environment or a symlink reach `open` unchanged, and only a
/// message turns them into text (`shown`).
package struct FilePath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    package var bytes: [UInt8]

    package init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    package init(_ text: String) {
        bytes = Array(text.utf8)
    }

    package init(stringLiteral text: String) {
        self.init(text)
    }

    package var isEmpty: Bool { bytes.isEmpty }

    /// The path with `suffix` added to its last component: `todo.json` + `.lock`.
    package static func + (path: FilePath, suffix: String) -> FilePath {
        FilePath(bytes: path.bytes + Array(suffix.utf8))
    }

    /// The path for a message, one harmless line: UTF-8 as text, with control and
    /// bidirectional-formatting characters as `\u{1B}`, and each byte that is not UTF-8 as `\xE9`.
    package var shown: String {
        var result = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if TerminalText.needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                offset += length
            case .emptyInput:
                return result
            }
        }
    }

    package var description: String { shown }

    /// Runs `body` with the path as a C string, for a system call.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let characters = bytes.map { CChar(bitPattern: $0) } + [0]
        return try body(characters)
    }
}
