/// What the Sync view shows: a line per item the sync changed, in the order new, changed,
/// done, removed, and the summary line.
struct SyncDisplayData: Equatable, Sendable {
    struct Line: Equatable, Sendable {
        /// `+`, `~`, `✓` (`x` where the locale is not UTF-8) or `-`.
        let mark: String
        let item: ItemDisplay
    }

    let lines: [Line]
    /// `2 new, 1 changed`, or `Nothing changed.`
    let summary: String
    /// The items of each kind, for `--json`.
    let new: [ItemDisplay]
    let changed: [ItemDisplay]
    let done: [ItemDisplay]
    let removed: [ItemDisplay]
}
