import TodoCore

/// The Add screen: prompts on the terminal for what its presenter asks, and shows the result.
final class AddScreenView: AddViewInterface {
    private let eventHandler: any AddModuleInterface
    private let terminal: any Terminal

    static let namePrompt = "Name (empty to cancel): "
    static let dueDatePrompt = "Due [today]: "

    init(eventHandler: any AddModuleInterface, terminal: any Terminal) {
        self.eventHandler = eventHandler
        self.terminal = terminal
    }

    /// Shows the screen; its presenter asks from here. Throws `EndOfInput` on Ctrl-D.
    func run() throws {
        try eventHandler.startAddAction()
    }

    func ask(_ question: AddQuestion) throws -> String {
        switch question {
        case .name: terminal.write(AddScreenView.namePrompt)
        case .dueDate: terminal.write(AddScreenView.dueDatePrompt)
        }
        guard let line = terminal.readLine() else { throw EndOfInput() }
        return line
    }

    func showProblem(_ message: String) {
        terminal.writeProblem(message)
    }

    func showSavedItem(_ item: AddDisplayData) {
        terminal.write(AddView.savedLine(item))
    }
}
