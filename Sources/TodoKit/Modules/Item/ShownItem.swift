import TodoCore
/// What every view's item has, whichever module shows it: what the one JSON writer
/// (`ItemJSONWriter`) and the one text line (`ItemTextLine`) read.
protocol ShownItem {
    var id: Int { get }
    var name: String { get }
    /// Nil: no due date.
    var dueDate: DueDate? { get }
    /// Nil: it does not repeat.
    var rule: RepeatRule? { get }
    var extras: ItemExtras? { get }
}
