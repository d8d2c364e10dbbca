/// What `InlineAttributeReader` made of `todo add`'s NAME words: the words left for the name,
/// the values taken from it (as typed: the caller reads them as it reads `--due` and the
/// others, so a past `due:` is refused the same way), and a warning for each word that looked
/// like an attribute but was left in the name.
package struct InlineAttributes: Equatable, Sendable {
    /// The name's words in order: those not taken, then every word after `--` as it was.
    package var nameWords: [String] = []
    /// The VALUE of each attribute taken, without its key: `fri` for `due:fri`.
    package var values: [InlineAttribute: String] = [:]
    /// One line each, without `todo: `: `'due:someday2' stays in the name: not a date`.
    package var warnings: [String] = []

    package init(nameWords: [String] = [], values: [InlineAttribute: String] = [:], warnings: [String] = []) {
        self.nameWords = nameWords
        self.values = values
        self.warnings = warnings
    }

    package var due: String? { values[.due] }
    package var every: String? { values[.every] }
    package var priority: String? { values[.priority] }
    package var start: String? { values[.start] }
}
