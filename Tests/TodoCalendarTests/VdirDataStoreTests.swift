import Foundation
import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoTestSupport

/// The folder store on a real temporary folder: each command's change lands in the files,
/// and only there.
@Suite struct VdirDataStoreTests {
    private static let foreign = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//phone//app//EN\r
        BEGIN:VTODO\r
        UID:phone-1\r
        SUMMARY:From the phone\r
        DUE;TZID=Europe/Paris:20261124T090000\r
        X-PHONE-COLOR;VALUE=TEXT:blue  \r
        CATEGORIES:Work stuff,Long list\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        TRIGGER:-PT15M\r
        END:VALARM\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    private func add(_ store: VdirDataStore, _ name: String, due: String? = nil) throws -> TodoItem {
        try store.addItem { TodoItem(id: $0, name: name, due: due.flatMap { DueDate(iso: $0) }) }
    }

    @Test func addListsAndKeepsIdsAcrossRuns() throws {
        let folder = try VdirTestFolder()
        #expect(try folder.store().fetch() == TodoList())
        #expect(try add(folder.store(), "One", due: "2026-11-24").id == 1)
        #expect(try add(folder.store(), "Two").id == 2)
        #expect(folder.names == [".todo-undo", ".todo.lock", "todo-ids", "uid-1.ics", "uid-2.ics"])
        #expect(folder.text("todo-ids") == "next 3\n1 uid-1\n2 uid-2\n")
        let list = try folder.store().fetch()
        #expect(list.items == [TodoItem(id: 1, name: "One", due: DueDate(iso: "2026-11-24"), uid: "uid-1"),
                               TodoItem(id: 2, name: "Two", due: nil, uid: "uid-2")])
        #expect(list.nextID == 3)
    }

    @Test func aFileFirstSeenGetsTheNextIdAndKeepsIt() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "Mine")
        try folder.write(Self.foreign, to: "phone-1.ics")
        let list = try folder.store().fetch()
        #expect(list.items.map(\.id) == [1, 2])
        #expect(list.items[1] == TodoItem(id: 2, name: "From the phone", due: DueDate(iso: "2026-11-24T09:00"),
                                          uid: "phone-1"))
        #expect(folder.text("todo-ids") == "next 3\n1 uid-1\n2 phone-1\n")
        #expect(try folder.store().fetch().items.map(\.id) == [1, 2])
    }

    @Test func doneKeepsUnknownPropertiesByteForByteAndReopenUndoesIt() throws {
        let folder = try VdirTestFolder()
        try folder.write(Self.foreign, to: "phone-1.ics")
        try folder.store().changeItems(ids: [1]) { changes in
            var item = try #require(changes.item(id: 1))
            item.done = "2026-11-20T18:02:11Z"
            changes.replace(item)
        }
        let done = try #require(folder.text("phone-1.ics"))
        #expect(done == Self.foreign.replacingOccurrences(of: "CATEGORIES:Work stuff,Long list\r\n", with: """
            CATEGORIES:Work stuff,Long list\r
            STATUS:COMPLETED\r
            COMPLETED:20261120T180211Z\r
            DTSTAMP:20261118T110640Z\r
            LAST-MODIFIED:20261118T110640Z\r
            SEQUENCE:1\r

            """))
        #expect(try folder.store().fetch().items.first?.done == "2026-11-20T18:02:11Z")
        try folder.store().changeItems(ids: [1]) { changes in
            var item = try #require(changes.item(id: 1))
            item.done = nil
            changes.replace(item)
        }
        let reopened = try #require(folder.text("phone-1.ics"))
        #expect(reopened.contains("STATUS:NEEDS-ACTION\r\n"))
        #expect(!reopened.contains("COMPLETED:"))
        #expect(reopened.contains("DUE;TZID=Europe/Paris:20261124T090000\r\nX-PHONE-COLOR;VALUE=TEXT:blue  \r\n"))
    }

    @Test func editRewritesOnlyTheChangedItemAndRmDeletesItsFile() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        _ = try add(folder.store(), "Two")
        let untouched = folder.text("uid-1.ics")
        try folder.store().changeItems(ids: [2]) { changes in
            var item = try #require(changes.item(id: 2))
            item.name = "Two, renamed"
            item.due = DueDate(iso: "2026-12-01T08:30")
            changes.replace(item)
        }
        #expect(folder.text("uid-1.ics") == untouched)
        let edited = try #require(folder.text("uid-2.ics"))
        #expect(edited.contains("SEQUENCE:1\r\nSUMMARY:Two\\, renamed\r\nSTATUS:NEEDS-ACTION\r\nDUE:20261201T083000\r\nEND:VTODO"))
        try folder.store().changeItems(ids: [1]) { $0.remove(id: 1) }
        #expect(folder.names == [".todo-undo", ".todo.lock", "todo-ids", "uid-2.ics"])
        #expect(try add(folder.store(), "Three").id == 3)
    }

    @Test func unusableFilesAreWarnedAboutAndSkipped() throws {
        let folder = try VdirTestFolder()
        try folder.write(Self.foreign, to: "phone-1.ics")
        try folder.write("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", to: "event.ics")
        try folder.write("not a calendar\r\n", to: "junk.ics")
        try folder.write("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n", to: "no-uid.ics")
        let store = folder.store()
        #expect(try store.fetch().items.map(\.name) == ["From the phone"])
        _ = try store.fetch()
        #expect(folder.warnings.withLock { $0 } == [
            "skipped \(folder.path)/event.ics: it holds no VTODO",
            "skipped \(folder.path)/junk.ics: line 1: not has no ':'",
            "skipped \(folder.path)/no-uid.ics: its VTODO has no UID",
        ])
        #expect(folder.text("junk.ics") == "not a calendar\r\n")
    }

    @Test func readingAMissingFolderCreatesNothing() throws {
        let folder = try VdirTestFolder()
        let missing = VdirDataStore(folder: FilePath(folder.path + "/sub/dir"), warn: { _ in })
        #expect(try missing.fetch() == TodoList())
        #expect(throws: TodoError.notFound("nope")) {
            try missing.changeItems(ids: [3]) { _ in throw TodoError.notFound("nope") }
        }
        #expect(folder.names == [])
        _ = try missing.addItem { TodoItem(id: $0, name: "First", due: nil) }
        #expect(try missing.fetch().items.map(\.name) == ["First"])
    }

    @Test func undoSaysThereIsNothingToUndo() throws {
        let folder = try VdirTestFolder()
        #expect(throws: TodoError.notFound("there is nothing to undo")) { try folder.store().undoLatestChange() }
    }
}
