import TodoCore
/// What a change did: every item named (once each, in the order first named; a removed one as
/// it was), a warning for each one it left as it was, and the next item of each repeating
/// one that `done` added.
struct ChangeOutcome: Equatable, Sendable {
    let items: [ItemSnapshot]
    let warnings: [ChangeWarning]
    /// By the id of the item done.
    let next: [Int: ItemSnapshot]
    /// By the id of the item reopened: what `reopen` did with the next item of its series.
    let series: [Int: SeriesReopening]

    /// What `reopen` of a done item of a series did with the item `done` added after it.
    enum SeriesReopening: Equatable, Sendable {
        /// It was as `done` left it: removed, and the rule given back.
        case tookBack(Int)
        /// It was changed since (or done): it stays, and the reopened item has no rule.
        case nextStays(Int)
    }

    init(items: [ItemSnapshot], warnings: [ChangeWarning] = [], next: [Int: ItemSnapshot] = [:],
         series: [Int: SeriesReopening] = [:]) {
        self.items = items
        self.warnings = warnings
        self.next = next
        self.series = series
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
