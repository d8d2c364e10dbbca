/// One unfolded content line, `NAME;PARAM=VALUE:value`, and the bytes it was read from.
package struct ContentLine: Equatable, Sendable {
    /// Upper-cased (`SUMMARY`, `X-APPLE-SORT-ORDER`).
    package var name: String
    package var parameters: [CalendarParameter]
    /// The value as written (still escaped for TEXT values).
    package var value: String
    /// The folded lines as read, line ends included: written back unchanged while the line is
    /// not replaced, so that what `todo` does not understand survives byte for byte. Nil for a
    /// line made here.
    package var raw: [UInt8]?

    package init(name: String, parameters: [CalendarParameter] = [], value: String, raw: [UInt8]? = nil) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
        self.raw = raw
    }

    /// The first value of parameter `name`, if the line has it.
    package func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }?.values.first
    }

    /// The unfolded text: `NAME;PARAM=VALUE:value`.
    var text: String {
        var text = name
        for parameter in parameters { text += ";" + parameter.text }
        return text + ":" + value
    }

    /// The bytes to write: the kept ones, or the line folded at 75 octets with CRLF ends.
    var bytes: [UInt8] {
        if let raw { return raw }
        return LineFolder.fold(Array(text.utf8))
    }
}
