/// The ways `todo undo` is refused (exit 1, nothing changed), said the same by every store.
extension TodoError {
    package static let nothingToUndo = TodoError.notFound("there is nothing to undo")

    package static let changedSinceLastChange = TodoError.notFound(
        "the list was changed since todo last changed it (by hand or by a sync); nothing was undone")

    /// The newest change left was journaled by a previous version of `todo` in a form this one
    /// cannot take back safely; the journal is kept as it is.
    package static let undoPastUpgrade = TodoError.notFound(
        "the changes before were made by an older version of todo, and undo cannot go back past the upgrade; nothing was undone")
}
