/// The refusal both `add` and `edit` give when a repeat rule would have no date to count from.
extension TodoError {
    /// Exit 64: a rule with no due date (`--due none --every week`).
    package static let repeatNeedsADueDate = TodoError.usage("a repeating item needs a due date")
}
