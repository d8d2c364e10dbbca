import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Undo module's List screen view: it starts the undo, and leaves what it did for the list
/// drawn again.
@Suite struct UndoScreenViewTests {
    @Test func submitStartsTheUndoAndWhatWasUndoneIsKeptForTheListScreen() throws {
        let messages = ScreenMessages()
        let handler = UndoModuleInterfaceSpy()
        let view = UndoScreenView(eventHandler: handler, messages: messages)
        try view.submit()
        view.showUndone(UndoViewTests.data)
        #expect(handler.undoCount == 1)
        #expect(messages.lines == [.output("Undid: restored 3: Pay rent\nUndid: restored 5: Read a book\n"
            + "Undid: removed 9: Pay rent\n")])
    }
}
