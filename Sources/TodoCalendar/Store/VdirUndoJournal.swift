import TodoFileSystem

/// `.todo-undo` in the folder: the undo journal both stores share (`UndoJournal`), each
/// change the files it touched (`VdirUndoChange`). A dot name with no `.ics`: vdir programs
/// and vdirsyncer pass over it; a compaction writes it the vdir way (`<name>.tmp`).
enum VdirUndoJournal {
    static let fileName = Array(".todo-undo".utf8)

    static func of(_ folder: VdirFolder) -> UndoJournal<VdirUndoChange> {
        UndoJournal(file: UndoJournalFile(path: folder.file(fileName), guarded: folder.path, naming: .suffixed,
                                          calls: folder.calls))
    }
}
