import TodoCore
import TodoTerminal

/// The Add screen: prompts on the terminal for what its presenter asks, and shows the result.
///
/// Opened from the List screen, it leaves its last word (`Added 4: ...`, `Not added.`) to the
/// List screen's `messages`, which shows it under the list drawn again; opened alone
/// (`todo add` on a terminal), it writes it at once.
final class AddScreenView: AddViewInterface {
    private let eventHandler: any AddModuleInterface
    private let terminal: any Terminal
    private let messages: ScreenMessages?

    static let namePrompt = "Name (empty to cancel): "
    static let dueDatePrompt = "Due [today]: "
    static let repeatPrompt = "Repeat [never]: "
    static let cancelled = "Not added.\n"

    init(eventHandler: any AddModuleInterface, terminal: any Terminal, messages: ScreenMessages? = nil) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.messages = messages
    }

    /// Shows the screen; its presenter asks from here.
    func run() throws {
        try eventHandler.startAddAction()
    }

    /// Throws `EndOfInput` on Ctrl-D, after ending the prompt's line.
    func ask(_ question: AddQuestion) throws -> String {
        terminal.write(AddScreenView.prompt(question))
        guard let line = terminal.readLine(history: question.history) else {
            terminal.write("\n")
            throw EndOfInput()
        }
        return line
    }

    func showProblem(_ message: String) {
        terminal.writeError(ScreenSize(of: terminal).problem(message))
    }

    func showSavedItem(_ item: ItemDisplay) {
        say(AddView.savedLine(item))
    }

    func showCancelled() {
        say(AddScreenView.cancelled)
    }

    private func say(_ text: String) {
        if let messages { messages.post(text) } else { terminal.write(ScreenSize(of: terminal).wrapped(text)) }
    }

    /// `Name (empty to cancel): `, `Due [today]: ` (`Due [none]: ` after a start), `Repeat [never]: `.
    static func prompt(_ question: AddQuestion) -> String {
        switch question {
        case .name: namePrompt
        case .dueDate: dueDatePrompt
        case .dueDateAfterStart: "Due [none]: "
        case .repeatRule: repeatPrompt
        }
    }
}
