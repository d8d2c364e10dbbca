/// Any JSON value, kept exactly as it was read: object members in their order, numbers as
/// their literal text. Keys the program does not know are carried in this form, so that
/// rewriting the file gives them back unchanged.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number's literal text (`1.50`, `-0`, `1e400`), never reformatted.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Equatable, Sendable {
    package var key: String
    package var value: JSONValue

    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
