import Foundation
import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoTestSupport

/// Undo on the folder store: each change's files put back from `.todo-undo`, step by step,
/// and refused when a file was changed since by something else.
@Suite struct VdirUndoTests {
    private func add(_ store: VdirDataStore, _ name: String) throws -> TodoItem {
        try store.addItem { TodoItem(id: $0, name: name, due: nil) }
    }

    private func change(_ store: VdirDataStore, _ id: Int, _ edit: (inout TodoItem) -> Void) throws {
        try store.changeItems(ids: [id]) { changes in
            var item = try #require(changes.item(id: id))
            edit(&item)
            changes.replace(item)
        }
    }

    @Test func nothingToUndoMakesNothing() throws {
        let folder = try VdirTestFolder()
        #expect(throws: TodoError.nothingToUndo) { try folder.store().undoLatestChange() }
        #expect(folder.names == [])
    }

    @Test func undoesAddDoneEditAndRemoveStepByStep() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        let added = folder.text("uid-1.ics")
        _ = try add(folder.store(), "Two")
        try change(folder.store(), 1) { $0.done = "2026-11-20T18:02:11Z" }
        try change(folder.store(), 1) { $0.name = "Uno" }
        let renamed = try #require(folder.text("uid-1.ics"))
        try folder.store().changeItems(ids: [1]) { $0.remove(id: 1) }
        #expect(folder.names == [".todo-undo", ".todo.lock", "todo-ids", "uid-2.ics"])

        let uno = TodoItem(id: 1, name: "Uno", due: nil, done: "2026-11-20T18:02:11Z", uid: "uid-1")
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [uno], removed: []))
        #expect(folder.text("uid-1.ics") == renamed)
        let one = TodoItem(id: 1, name: "One", due: nil, done: "2026-11-20T18:02:11Z", uid: "uid-1")
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [one], removed: []))
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [TodoItem(id: 1, name: "One", due: nil, uid: "uid-1")], removed: []))
        #expect(folder.text("uid-1.ics") == added)
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [], removed: [TodoItem(id: 2, name: "Two", due: nil, uid: "uid-2")]))
        #expect(folder.names == [".todo-undo", ".todo.lock", "todo-ids", "uid-1.ics"])
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [], removed: [TodoItem(id: 1, name: "One", due: nil, uid: "uid-1")]))
        #expect(throws: TodoError.nothingToUndo) { try folder.store().undoLatestChange() }
        // The ids stay used.
        #expect(folder.text("todo-ids") == "next 3\n1 uid-1\n2 uid-2\n")
        #expect(try add(folder.store(), "Three").id == 3)
    }

    @Test func refusesAfterAnOutsideEditAndChangesNothing() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        try change(folder.store(), 1) { $0.name = "Uno" }
        let synced = try #require(folder.text("uid-1.ics")).replacingOccurrences(of: "SUMMARY:Uno", with: "SUMMARY:From the phone")
        try folder.write(synced, to: "uid-1.ics")
        let journal = folder.text(".todo-undo")
        #expect(throws: TodoError.changedSinceLastChange) { try folder.store().undoLatestChange() }
        #expect(folder.text("uid-1.ics") == synced)
        #expect(folder.text(".todo-undo") == journal)
    }

    @Test func refusesWhenAFileItRemovedCameBack() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        let one = try #require(folder.text("uid-1.ics"))
        try folder.store().changeItems(ids: [1]) { $0.remove(id: 1) }
        try folder.write(one, to: "uid-1.ics")
        #expect(throws: TodoError.changedSinceLastChange) { try folder.store().undoLatestChange() }
    }

    @Test func keepsTheNewestHundredChanges() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        for step in 1...105 { try change(folder.store(), 1) { $0.name = "Step \(step)" } }
        let lines = try #require(folder.text(".todo-undo")).split(separator: "\n")
        #expect(lines.count == 100)
    }
}
