import TodoCore
import TodoTerminal

/// The Add module's command-line view: its input is the arguments of `todo add`, its output
/// the line (or JSON object) that says what was added.
final class AddView: AddViewInterface {
    private let eventHandler: any AddModuleInterface
    private let terminal: any Terminal
    private let format: OutputFormat

    init(eventHandler: any AddModuleInterface, terminal: any Terminal, format: OutputFormat) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.format = format
    }

    /// `todo add Buy milk --due fri`: the NAME words, those before `--` apart from those after
    /// it, and the rest of the draft as typed; the presenter makes the name of them. No words
    /// at all is no name: the presenter asks for one, as the Add screen would.
    func submit(nameWords: [String], afterEnd: [String] = [], draft: ItemDraft) throws {
        guard !nameWords.isEmpty || !afterEnd.isEmpty else { return try eventHandler.startAddAction() }
        try eventHandler.saveAddCommand(words: nameWords, afterEnd: afterEnd, draft: draft)
    }

    /// A command line has said all it will say, and nothing can be asked where it is not a
    /// terminal: whatever it left out is a usage error.
    func ask(_ question: AddQuestion) throws -> String {
        throw CommandSpec.declared(.add).missingOperand
    }

    func showProblem(_ message: String) {
        terminal.writeProblem(message)
    }

    /// A command line is never asked a question, so it never ends one by cancelling.
    func showCancelled() {}

    func showSavedItem(_ item: ItemDisplay) {
        switch format {
        case .json:
            var output: [UInt8] = []
            ItemJSONWriter.append(item, to: &output)
            output.append(UInt8(ascii: "\n"))
            terminal.write(utf8: output)
        case .text:
            terminal.write(AddView.savedLine(item))
        }
    }

    /// `Added 7: Buy milk (due Fri 27 Nov)`, `Added 8: Pay rent (due Thu 31 Dec, every month)`,
    /// `Added 9: Read a book (no due date)`: the line both Add views show.
    static func savedLine(_ item: ItemDisplay) -> String {
        ItemTextLine.line("Added", item, showsDue: true) + "\n"
    }
}
