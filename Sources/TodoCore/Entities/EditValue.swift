/// What an edit does to one optional field of an item (its due date, its repeat rule).
package enum EditValue<Value: Equatable & Sendable>: Equatable, Sendable {
    /// Left as it is.
    case unchanged
    case set(Value)
    /// Taken away: `--due none`, `--every never`.
    case removed

    /// `field` as the edit leaves it.
    package func apply(to field: inout Value?) {
        switch self {
        case .unchanged: break
        case .set(let value): field = value
        case .removed: field = nil
        }
    }
}
