import TodoCore
/// What an edit does to one optional field of an item (its due date, its repeat rule).
enum EditValue<Value: Equatable & Sendable>: Equatable, Sendable {
    /// Left as it is.
    case unchanged
    case set(Value)
    /// Taken away: `--due none`, `--every never`.
    case removed
}
