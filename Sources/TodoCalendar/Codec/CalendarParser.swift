/// Reads iCalendar bytes (RFC 5545 3.1) into components: lines unfolded, parameters split
/// (quoted values included), `BEGIN`/`END` nested and matched. Values stay as written.
package enum CalendarParser {
    /// How deep components may nest: a calendar holds a VTODO holding a VALARM (three); a file
    /// nested thousands deep is refused here, as other bad syntax is, rather than walked (and
    /// freed) by recursion until the stack runs out.
    package static let deepestNesting = 64

    /// The top-level components of `bytes`. Throws for anything that is not iCalendar: text
    /// that is not UTF-8, a line with no `:`, a property outside a component, an unmatched
    /// `BEGIN` or `END`.
    package static func parse(_ bytes: [UInt8]) throws(CalendarSyntaxError) -> [CalendarComponent] {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw CalendarSyntaxError(line: 0, reason: "not UTF-8 text")
        }
        var stack: [(begin: ContentLine, nodes: [CalendarComponent.Node])] = []
        var top: [CalendarComponent] = []
        var physicalLine = 1
        var start = 0
        while start < bytes.count {
            let firstLine = physicalLine
            var end = start
            // A logical line runs until a line end not followed by a space or a tab.
            while true {
                guard let newline = bytes[end...].firstIndex(of: 0x0A) else { end = bytes.count; break }
                end = newline + 1
                guard end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 else { break }
                physicalLine += 1
            }
            physicalLine += 1
            let raw = Array(bytes[start..<end])
            start = end
            let unfolded = unfold(raw)
            if unfolded.isEmpty { continue }
            let line = try parseLine(unfolded, raw: raw, number: firstLine)
            switch line.name {
            case "BEGIN":
                guard !line.value.isEmpty else { throw CalendarSyntaxError(line: firstLine, reason: "BEGIN names nothing") }
                guard stack.count < deepestNesting else {
                    throw CalendarSyntaxError(line: firstLine, reason: "components nested more than \(deepestNesting) deep")
                }
                stack.append((line, []))
            case "END":
                guard let open = stack.popLast(), open.begin.value.uppercased() == line.value.uppercased() else {
                    throw CalendarSyntaxError(line: firstLine, reason: "END:\(line.value) closes nothing")
                }
                let component = CalendarComponent(begin: open.begin, nodes: open.nodes, end: line)
                if stack.isEmpty { top.append(component) } else { stack[stack.count - 1].nodes.append(.component(component)) }
            default:
                guard !stack.isEmpty else { throw CalendarSyntaxError(line: firstLine, reason: "\(line.name) is outside any component") }
                stack[stack.count - 1].nodes.append(.property(line))
            }
        }
        if let open = stack.last {
            throw CalendarSyntaxError(line: 0, reason: "BEGIN:\(open.begin.value) is never ended")
        }
        return top
    }

    /// The logical line: folds (a line end and one space or tab) and the final line end removed.
    static func unfold(_ raw: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == 0x0D, index + 1 < raw.count, raw[index + 1] == 0x0A {
                index += 3
            } else if byte == 0x0A {
                index += 2
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static func parseLine(_ line: [UInt8], raw: [UInt8], number: Int) throws(CalendarSyntaxError) -> ContentLine {
        var index = 0
        while index < line.count, isNameByte(line[index]) { index += 1 }
        guard index > 0 else { throw CalendarSyntaxError(line: number, reason: "a line has no property name") }
        let name = String(decoding: line[0..<index], as: UTF8.self)
        var parameters: [CalendarParameter] = []
        while index < line.count, line[index] == UInt8(ascii: ";") {
            index += 1
            let nameStart = index
            while index < line.count, isNameByte(line[index]) { index += 1 }
            guard index > nameStart, index < line.count, line[index] == UInt8(ascii: "=") else {
                throw CalendarSyntaxError(line: number, reason: "a parameter of \(name) has no value")
            }
            let parameterName = String(decoding: line[nameStart..<index], as: UTF8.self)
            var values: [String] = []
            repeat {
                index += 1
                if index < line.count, line[index] == UInt8(ascii: "\"") {
                    guard let close = line[(index + 1)...].firstIndex(of: UInt8(ascii: "\"")) else {
                        throw CalendarSyntaxError(line: number, reason: "a quoted parameter of \(name) is not closed")
                    }
                    values.append(String(decoding: line[(index + 1)..<close], as: UTF8.self))
                    index = close + 1
                } else {
                    let valueStart = index
                    while index < line.count, !isParameterEnd(line[index]) { index += 1 }
                    values.append(String(decoding: line[valueStart..<index], as: UTF8.self))
                }
            } while index < line.count && line[index] == UInt8(ascii: ",")
            parameters.append(CalendarParameter(parameterName, values))
        }
        guard index < line.count, line[index] == UInt8(ascii: ":") else {
            throw CalendarSyntaxError(line: number, reason: "\(name) has no ':'")
        }
        let value = String(decoding: line[(index + 1)...], as: UTF8.self)
        return ContentLine(name: name, parameters: parameters, value: value, raw: raw)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }

    private static func isParameterEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")
    }
}
