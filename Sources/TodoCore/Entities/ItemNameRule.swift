/// The rule every item name follows, for adding and for editing: trimmed of white space at
/// both ends, not empty, no control characters.
package enum ItemNameRule {
    /// The name to store, or `TodoError.usage` saying what is wrong with it.
    package static func validated(_ name: String) throws -> String {
        let trimmed = name.trimmingWhiteSpace()
        guard !trimmed.isEmpty else { throw TodoError.usage("the name is empty").about(.name) }
        if let bad = trimmed.unicodeScalars.first(where: ControlCharacters.contains) {
            throw TodoError.usage("the name contains a control character (\(TerminalText.escaped(String(bad))))").about(.name)
        }
        return trimmed
    }
}
