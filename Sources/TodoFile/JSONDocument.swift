package import TodoCore
/// Any JSON text read into a `JSONValue`, for the parts of the program that read JSON other
/// than the data file (another tool's export): the data file's strict parser, with its errors.
package enum JSONDocument {
    /// The value `bytes` hold, or `TodoError.badFile` saying where they stop being JSON:
    /// `line 3, column 14: expected ',' or '}'`.
    package static func parse(_ bytes: [UInt8]) throws(TodoError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw TodoError.badFile(error.description)
        }
    }
}
