/// RFC 4648 base64 with padding, as `JSONEncoder` writes `Data`: how the folder's undo journal
/// holds names and bytes in its JSON lines.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encoded(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 { group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0) }
            for offset in 0..<4 {
                text.append(offset <= count ? alphabet[(group >> (18 - 6 * offset)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Nil for text that is not base64.
    static func decoded(_ text: some Collection<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 4 * 3)
        var group = 0
        var digits = 0
        var padding = 0
        for character in text {
            if character == UInt8(ascii: "=") {
                padding += 1
                group <<= 6
            } else {
                guard padding == 0, let value = value(of: character) else { return nil }
                group = group << 6 | value
            }
            digits += 1
            if digits == 4 {
                guard padding <= 2 else { return nil }
                for offset in 0..<(3 - padding) { bytes.append(UInt8((group >> (16 - 8 * offset)) & 0xFF)) }
                group = 0
                digits = 0
            }
        }
        return bytes
    }

    private static func value(of character: UInt8) -> Int? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(character - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(character - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
