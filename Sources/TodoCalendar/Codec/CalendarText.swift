/// RFC 5545 TEXT values (3.3.11): `\\`, `\;`, `\,` and `\n` escapes.
package enum CalendarText {
    package static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": output += "\\\\"
            case ";": output += "\\;"
            case ",": output += "\\,"
            case "\n", "\r\n": output += "\\n"
            case "\r": output += "\\n"
            default: output.append(character)
            }
        }
        return output
    }

    /// Reads the escapes back; an unknown escape keeps its character, and a lone `\` at the
    /// end is kept, as readers are asked to be lenient.
    package static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var output = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "N": output.append("\n")
                default: output.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                output.append(character)
            }
        }
        if escaping { output.append("\\") }
        return output
    }
}
