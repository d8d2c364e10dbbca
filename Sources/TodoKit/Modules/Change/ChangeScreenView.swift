import TodoCore
import TodoTerminal

/// The Change module on the screens: the Edit screen's questions (`e ID`), the question
/// before a removal (`r ID...`), and what a change did, left to the List screen's `messages`
/// to show under the list drawn again.
final class ChangeScreenView: ChangeViewInterface {
    private let eventHandler: any ChangeModuleInterface
    private let terminal: any Terminal
    private let messages: ScreenMessages

    init(eventHandler: any ChangeModuleInterface, terminal: any Terminal, messages: ScreenMessages) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.messages = messages
    }

    /// Hands the List screen's action to the presenter.
    func submit(_ action: ChangeScreenAction) throws {
        switch action {
        case .complete(let ids): try eventHandler.completeAction(ids: ids)
        case .reopen(let ids): try eventHandler.reopenAction(ids: ids)
        case .edit(let id): try eventHandler.startEditAction(id: id)
        case .remove(let ids): try eventHandler.startRemoveAction(ids: ids)
        }
    }

    /// Throws `EndOfInput` on Ctrl-D, after ending the prompt's line.
    func ask(_ question: ChangeQuestion) throws -> String {
        terminal.write(ChangeScreenView.prompt(question))
        guard let line = terminal.readLine(history: question.history) else {
            terminal.write("\n")
            throw EndOfInput()
        }
        return line
    }

    func showProblem(_ message: String) {
        terminal.writeError(ScreenSize(of: terminal).problem(message))
    }

    func showCancelled(_ cancellation: ChangeCancellation) {
        switch cancellation {
        case .notRemoved: messages.post("Not removed.\n")
        case .notEdited: messages.post("Not changed.\n")
        }
    }

    func showChangedItems(_ data: ChangeDisplayData) {
        for warning in data.warnings { messages.postProblem(warning) }
        messages.post(ChangeView.text(data))
    }

    /// `Name [Buy milk]: `, `Due [Fri 27 Nov]: ` (`[none]` for no date), `Repeat [week]: `
    /// (`[never]`),
    /// `Remove 3: Buy milk and 4: Eggs? [y/N] `.
    static func prompt(_ question: ChangeQuestion) -> String {
        switch question {
        case .name(let current):
            return "Name [\(TerminalText.escaped(current))]: "
        case .dueDate(let current):
            return "Due [\(current ?? "none")]: "
        case .repeatRule(let current):
            return "Repeat [\(current ?? "never")]: "
        case .removal(let items):
            let named = items.map { "\($0.id): \(TerminalText.escaped($0.name))" }
            let list = named.count > 1 ? named.dropLast().joined(separator: ", ") + " and " + (named.last ?? "") : named.joined()
            return "Remove \(list)? [y/N] "
        }
    }
}
