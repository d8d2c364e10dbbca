import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Undo view's exact text and JSON.
@Suite struct UndoViewTests {
    static let data = UndoDisplayData(
        restored: [ItemDisplay(id: 3, name: "Pay rent", due: "2026-11-20", done: "2026-11-21T09:30:00Z"),
                   ItemDisplay(id: 5, name: "Read a book", due: nil)],
        removed: [ItemDisplay(id: 9, name: "Pay rent", due: "2026-12-20T09:00", every: "month")])

    @Test func textIsOneLinePerItemRestoredThenRemoved() {
        let terminal = FakeTerminal()
        UndoView(eventHandler: UndoModuleInterfaceSpy(), terminal: terminal, format: .text).showUndone(Self.data)
        #expect(terminal.output == "Undid: restored 3: Pay rent\nUndid: restored 5: Read a book\nUndid: removed 9: Pay rent\n")
        #expect(terminal.errors == "")
    }

    @Test func namesAreEscapedInText() {
        let terminal = FakeTerminal()
        let data = UndoDisplayData(restored: [], removed: [ItemDisplay(id: 1, name: "Evil \u{1B}[2J", due: "2026-11-21")])
        UndoView(eventHandler: UndoModuleInterfaceSpy(), terminal: terminal, format: .text).showUndone(data)
        #expect(terminal.output == "Undid: removed 1: Evil \\u{1B}[2J\n")
    }

    @Test func jsonIsOneObjectWithBothLists() {
        let terminal = FakeTerminal()
        UndoView(eventHandler: UndoModuleInterfaceSpy(), terminal: terminal, format: .json).showUndone(Self.data)
        #expect(terminal.output == """
            {"restored": [{"id": 3, "name": "Pay rent", "due": "2026-11-20", "done": "2026-11-21T09:30:00Z", "tags": []}, \
            {"id": 5, "name": "Read a book", "tags": []}], \
            "removed": [{"id": 9, "name": "Pay rent", "due": "2026-12-20T09:00", "every": "month", "tags": []}]}

            """)
    }

    @Test func jsonOfAnUndoWithNothingRemovedKeepsTheEmptyList() {
        let terminal = FakeTerminal()
        let data = UndoDisplayData(restored: [ItemDisplay(id: 1, name: "A", due: "2026-11-21")])
        UndoView(eventHandler: UndoModuleInterfaceSpy(), terminal: terminal, format: .json).showUndone(data)
        #expect(terminal.output == "{\"restored\": [{\"id\": 1, \"name\": \"A\", \"due\": \"2026-11-21\", \"tags\": []}], \"removed\": []}\n")
    }

    @Test func submitSendsOneUndoAction() throws {
        let handler = UndoModuleInterfaceSpy()
        try UndoView(eventHandler: handler, terminal: FakeTerminal(), format: .text).submit()
        #expect(handler.undoCount == 1)
    }
}
