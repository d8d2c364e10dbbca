import TodoCore

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

    /// `todo add Buy milk --due fri`: the words joined with single spaces, the date as typed.
    func submit(nameWords: [String], dueDate: String?) throws {
        try eventHandler.saveAddAction(name: nameWords.joined(separator: " "), dueDate: dueDate)
    }

    /// A command line has said all it will say: whatever it left out is a usage error.
    func ask(_ question: AddQuestion) throws -> String {
        throw AddView.missingName
    }

    func showProblem(_ message: String) {
        terminal.writeProblem(message)
    }

    func showSavedItem(_ item: AddDisplayData) {
        switch format {
        case .json:
            terminal.write(JSONWriter.serialize(.object([
                JSONMember("id", .number(String(item.id))), JSONMember("name", .string(item.name)),
                JSONMember("due", .string(item.due)),
            ])) + "\n")
        case .text:
            terminal.write(AddView.savedLine(item))
        }
    }

    /// `todo add` without a NAME where no Add screen can ask for one.
    static let missingName = TodoError.usage("todo add needs a NAME: todo add NAME... [--due DATE]")

    /// `Added 7: Buy milk (due Fri 27 Nov)`, the line both Add views show.
    static func savedLine(_ item: AddDisplayData) -> String {
        "Added \(item.id): \(TerminalText.escaped(item.name)) (due \(item.dueLabel))\n"
    }
}
