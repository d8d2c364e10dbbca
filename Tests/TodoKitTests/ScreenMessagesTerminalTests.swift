import Testing
@testable import TodoKit
import TodoTerminal

/// What a command run from the List screen writes is held for its status line.
@Suite struct ScreenMessagesTerminalTests {
    @Test func outputAndProblemsAreHeldInOrder() {
        let messages = ScreenMessages()
        let terminal = ScreenMessagesTerminal(messages: messages)
        terminal.write("Added 4: Call mum\n")
        terminal.writeProblem("'next week' went into the name")
        terminal.writeError("plain error line\n")
        #expect(messages.take() == [.output("Added 4: Call mum\n"), .problem("'next week' went into the name"),
                                    .problem("plain error line")])
        #expect(!terminal.isInteractive && !terminal.outputIsTerminal)
        #expect(terminal.errorDescriptor == nil)
        #expect(terminal.readLine() == nil)
    }
}
