import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ScreenMessagesTests {
    private let unsized = ScreenSize(width: nil, height: nil)

    @Test func linesAreShownInOrderEachWhereItBelongsThenForgotten() {
        let messages = ScreenMessages()
        let terminal = FakeTerminal()
        messages.postProblem("1 was already done")
        messages.post("Done 3: Buy milk\n")
        messages.post("")
        messages.show(on: terminal, size: unsized)
        #expect(terminal.output == "Done 3: Buy milk\n")
        #expect(terminal.errors == "todo: 1 was already done\n")
        #expect(messages.lines.isEmpty)
        messages.show(on: terminal, size: unsized)
        #expect(terminal.output == "Done 3: Buy milk\n")
    }

    /// Each line is wrapped between words to the width, and counted as the rows it takes.
    @Test func linesAreWrappedBetweenWordsAndCountedInRows() {
        let messages = ScreenMessages()
        let terminal = FakeTerminal()
        let size = ScreenSize(width: 20, height: 10)
        messages.post("Done 4: Pay the rent in 3 days; next is 9\n")
        messages.postProblem("3 was already done, and so was 4")
        #expect(messages.rows(size) == 4)
        messages.show(on: terminal, size: size)
        #expect(terminal.output == "Done 4: Pay the rent\nin 3 days; next is 9\n")
        #expect(terminal.errors == "todo: 3 was already\ndone, and so was 4\n")
    }
}
