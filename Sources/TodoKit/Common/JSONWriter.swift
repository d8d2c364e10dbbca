/// Writes JSON text: one line, `", "` between members and `": "` after keys, as the
/// contract's examples are written. Strings are escaped so the output is plain ASCII-safe
/// for control characters.
public enum JSONWriter {
    public static func serialize(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output)
        return output
    }

    public static func write(_ value: JSONValue, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let literal): output += literal
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                write(element, into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += ", " }
                writeString(member.key, into: &output)
                output += ": "
                write(member.value, into: &output)
            }
            output += "}"
        }
    }

    public static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                output += "\\u" + hex4(scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 12 & 0xF)], digits[Int(value >> 8 & 0xF)],
                       digits[Int(value >> 4 & 0xF)], digits[Int(value & 0xF)]])
    }
}
