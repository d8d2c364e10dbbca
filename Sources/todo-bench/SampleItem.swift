import TodoCore

/// One generated pending item, as every tool gets it.
struct SampleItem {
    let name: String
    /// Nil: no date (Someday).
    let due: DueDate?
    /// Only on an item with a date.
    let every: RepeatRule?
    /// When it was done (`--done`); nil: open.
    var done: String? = nil
}
