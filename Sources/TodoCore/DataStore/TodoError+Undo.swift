/// The two ways `todo undo` is refused (exit 1, nothing changed), said the same by every store.
extension TodoError {
    package static let nothingToUndo = TodoError.notFound("there is nothing to undo")

    package static let changedSinceLastChange = TodoError.notFound(
        "the list was changed since todo last changed it (by hand or by a sync); nothing was undone")
}
