import TodoCore
/// The Add screen: asks for the name, then the due date (empty: today). A date it cannot read
/// is explained and asked again with the name kept; an empty name cancels.
final class AddScreenView: AddViewInterface {
    var eventHandler: (any AddModuleInterface)?
    private let terminal: any Terminal
    /// The date given with `--due`, which is then not asked for.
    private let presetDueDate: String?

    static let namePrompt = "Name (empty to cancel): "
    static let dueDatePrompt = "Due [today]: "

    init(terminal: any Terminal, presetDueDate: String? = nil) {
        self.terminal = terminal
        self.presetDueDate = presetDueDate
    }

    /// Asks, then saves or cancels through the presenter. Throws `EndOfInput` on Ctrl-D.
    func run() throws {
        terminal.write(AddScreenView.namePrompt)
        guard let name = terminal.readLine() else { throw EndOfInput() }
        guard !name.trimmingWhiteSpace().isEmpty else {
            try eventHandler?.cancelAddAction()
            return
        }
        while true {
            let dueDate = try presetDueDate ?? askDueDate()
            do {
                try eventHandler?.saveAddAction(name: name, dueDate: dueDate)
                return
            } catch let error as TodoError where error.field == .dueDate && presetDueDate == nil {
                terminal.writeError("todo: " + TerminalText.escaped(error.message) + "\n")
            }
        }
    }

    func showSavedItem(_ item: AddDisplayData) {
        terminal.write(AddView.savedLine(item))
    }

    private func askDueDate() throws -> String {
        terminal.write(AddScreenView.dueDatePrompt)
        guard let typed = terminal.readLine() else { throw EndOfInput() }
        return typed
    }
}
