import TodoCore
/// What an import did: the items it added, and how many of the export's items the list had
/// already (from an earlier import of it).
struct ImportOutcome: Equatable, Sendable {
    let added: [ItemSnapshot]
    let alreadyThere: Int
}
