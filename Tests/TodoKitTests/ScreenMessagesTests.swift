import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ScreenMessagesTests {
    @Test func linesAreShownInOrderEachWhereItBelongsThenForgotten() {
        let messages = ScreenMessages()
        let terminal = FakeTerminal()
        messages.postProblem("1 was already done")
        messages.post("Done 3: Buy milk\n")
        messages.post("")
        messages.show(on: terminal)
        #expect(terminal.output == "Done 3: Buy milk\n")
        #expect(terminal.errors == "todo: 1 was already done\n")
        #expect(messages.lines.isEmpty)
        messages.show(on: terminal)
        #expect(terminal.output == "Done 3: Buy milk\n")
    }
}
