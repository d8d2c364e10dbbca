import TodoCore

/// One generated pending item, as every tool gets it.
struct SampleItem {
    let name: String
    /// Nil: no date (Someday).
    let due: DueDate?
    /// Only on an item with a date.
    let every: RepeatRule?
    /// A UUID, as `todo` gives every new item (and Taskwarrior its `uuid`).
    let uid: String
    /// One item in five has one.
    let priority: Priority?
    /// One item in eight has one (a quarter of those of two lines).
    let note: String?
    /// When it was done (`--done`); nil: open.
    var done: String? = nil
}
