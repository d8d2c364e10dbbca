/// One `NAME=value,value` parameter of a content line (`TZID=Europe/Paris`, `VALUE=DATE`).
package struct CalendarParameter: Equatable, Sendable {
    /// Upper-cased, as RFC 5545 names are case-insensitive.
    package var name: String
    /// The values without their quotes.
    package var values: [String]

    package init(_ name: String, _ values: [String]) {
        self.name = name.uppercased()
        self.values = values
    }

    /// The parameter as written: a value holding `:`, `;` or `,` is quoted (a quote cannot be
    /// written at all, RFC 5545 3.1, so it is dropped).
    var text: String {
        name + "=" + values.map { value in
            let plain = value.filter { $0 != "\"" }
            return plain.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"" + plain + "\"" : plain
        }.joined(separator: ",")
    }
}
