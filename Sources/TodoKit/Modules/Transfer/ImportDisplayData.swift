/// What the Transfer view shows after an import.
struct ImportDisplayData: Equatable, Sendable {
    /// The items added, as `todo list --json` and the change commands show items.
    let items: [ItemDisplay]
    let alreadyThere: Int
    /// One line on standard error for each kind of data the export carried and `todo` does
    /// not keep: `3 records had a "wait" date, which todo does not keep`.
    let warnings: [String]

    init(items: [ItemDisplay], alreadyThere: Int, warnings: [String] = []) {
        self.items = items
        self.alreadyThere = alreadyThere
        self.warnings = warnings
    }

    /// `Imported 12 items.`, `Imported 1 item (3 were already in the list).`
    var summary: String {
        var line = "Imported \(items.count) item\(items.count == 1 ? "" : "s")"
        if alreadyThere > 0 {
            line += " (\(alreadyThere) \(alreadyThere == 1 ? "was" : "were") already in the list)"
        }
        return line + "."
    }
}
