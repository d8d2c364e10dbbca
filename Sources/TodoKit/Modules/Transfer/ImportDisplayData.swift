/// What the Transfer view shows after an import.
struct ImportDisplayData: Equatable, Sendable {
    /// One item added, as `todo list --json` and the change commands show items.
    struct Item: Equatable, Sendable {
        let id: Int
        let name: String
        /// As stored: `YYYY-MM-DD[THH:MM]`; nil for no due date.
        let due: String?
        /// As stored (`month`); nil when it does not repeat.
        let every: String?
        /// When it was done, as stored; nil while open.
        let done: String?
    }

    let items: [Item]
    let alreadyThere: Int

    /// `Imported 12 items.`, `Imported 1 item (3 were already in the list).`
    var summary: String {
        var line = "Imported \(items.count) item\(items.count == 1 ? "" : "s")"
        if alreadyThere > 0 {
            line += " (\(alreadyThere) \(alreadyThere == 1 ? "was" : "were") already in the list)"
        }
        return line + "."
    }
}
