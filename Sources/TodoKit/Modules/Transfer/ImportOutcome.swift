import TodoCore
/// What an import did: the items it added, and how many of the export's items the list had
/// already (from an earlier import of it).
struct ImportOutcome: Equatable, Sendable {
    struct Item: Equatable, Sendable {
        let id: Int
        let name: String
        let due: DueDate?
        let every: RepeatRule?
        let done: String?
    }

    let added: [Item]
    let alreadyThere: Int
}
