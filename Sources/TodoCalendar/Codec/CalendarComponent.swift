/// A `BEGIN:NAME` … `END:NAME` block: its properties and nested components, in file order.
package struct CalendarComponent: Equatable, Sendable {
    package enum Node: Equatable, Sendable {
        case property(ContentLine)
        case component(CalendarComponent)
    }

    /// Upper-cased: `VCALENDAR`, `VTODO`, `VALARM`.
    package var name: String
    package var nodes: [Node]
    /// The `BEGIN` and `END` lines as read, kept like any other line.
    var begin: ContentLine
    var end: ContentLine

    package init(name: String, nodes: [Node] = []) {
        self.name = name.uppercased()
        self.nodes = nodes
        begin = ContentLine(name: "BEGIN", value: self.name)
        end = ContentLine(name: "END", value: self.name)
    }

    init(begin: ContentLine, nodes: [Node], end: ContentLine) {
        name = begin.value.uppercased()
        self.nodes = nodes
        self.begin = begin
        self.end = end
    }

    package var components: [CalendarComponent] {
        nodes.compactMap { if case .component(let component) = $0 { component } else { nil } }
    }

    /// The first property called `name`.
    package func property(_ name: String) -> ContentLine? {
        for case .property(let line) in nodes where line.name == name { return line }
        return nil
    }

    /// Puts `line` in place of the first property of its name (removing any others of that
    /// name), or adds it after the last property when there is none.
    package mutating func set(_ line: ContentLine) {
        guard let first = nodes.firstIndex(where: { $0.isProperty(named: line.name) }) else {
            let position = nodes.lastIndex(where: { if case .property = $0 { true } else { false } }).map { $0 + 1 } ?? 0
            nodes.insert(.property(line), at: position)
            return
        }
        nodes[first] = .property(line)
        var index = nodes.endIndex - 1
        while index > first {
            if nodes[index].isProperty(named: line.name) { nodes.remove(at: index) }
            index -= 1
        }
    }

    package mutating func remove(_ name: String) {
        nodes.removeAll { $0.isProperty(named: name) }
    }

    /// The component as bytes: kept lines as they were, new ones folded with CRLF.
    package func write(into output: inout [UInt8]) {
        write(into: &output) { $0.bytes }
    }

    /// The component's lines in order, nested components included, each as `lineBytes` gives it.
    func write(into output: inout [UInt8], lineBytes: (ContentLine) -> [UInt8]) {
        output.append(contentsOf: lineBytes(begin))
        for node in nodes {
            switch node {
            case .property(let line): output.append(contentsOf: lineBytes(line))
            case .component(let component): component.write(into: &output, lineBytes: lineBytes)
            }
        }
        output.append(contentsOf: lineBytes(end))
    }

    package var bytes: [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }
}

extension CalendarComponent.Node {
    func isProperty(named name: String) -> Bool {
        if case .property(let line) = self { return line.name == name }
        return false
    }
}
