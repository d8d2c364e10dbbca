import TodoCore
/// What an import did: the items it added, how many of the export's items the list had
/// already (from an earlier import of it), and what the export carried that was not kept.
struct ImportOutcome: Equatable, Sendable {
    let added: [ItemSnapshot]
    let alreadyThere: Int
    let unkept: [UnkeptData]

    init(added: [ItemSnapshot], alreadyThere: Int, unkept: [UnkeptData] = []) {
        self.added = added
        self.alreadyThere = alreadyThere
        self.unkept = unkept
    }
}
