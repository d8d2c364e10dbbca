import TodoCore
/// What a change did: every item named (once each, in the order first named; a removed one as
/// it was), a warning for each one it left as it was, and the next item of each repeating
/// one that `done` added.
struct ChangeOutcome: Equatable, Sendable {
    let items: [ItemSnapshot]
    let warnings: [ChangeWarning]
    /// By the id of the item done.
    let next: [Int: ItemSnapshot]

    init(items: [ItemSnapshot], warnings: [ChangeWarning] = [], next: [Int: ItemSnapshot] = [:]) {
        self.items = items
        self.warnings = warnings
        self.next = next
    }

    /// The ids of the items left as they were (already done, or not done to reopen).
    var unchangedIDs: Set<Int> {
        Set(warnings.map { warning in
            switch warning {
            case .alreadyDone(let id), .notDone(let id), .unchanged(let id): id
            }
        })
    }
}
