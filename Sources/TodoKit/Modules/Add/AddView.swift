import TodoCore
/// The Add module's command-line view: its input is the arguments of `todo add`, its output
/// the line (or JSON object) that says what was added.
final class AddView: AddViewInterface {
    var eventHandler: (any AddModuleInterface)?
    private let terminal: any Terminal
    private let format: OutputFormat

    init(terminal: any Terminal, format: OutputFormat) {
        self.terminal = terminal
        self.format = format
    }

    /// `todo add Buy milk --due fri`: the words joined with single spaces, the date as typed.
    func submit(nameWords: [String], dueDate: String?) throws {
        try eventHandler?.saveAddAction(name: nameWords.joined(separator: " "), dueDate: dueDate)
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

    /// `Added 7: Buy milk (due Fri 27 Nov)`, the line both Add views show.
    static func savedLine(_ item: AddDisplayData) -> String {
        "Added \(item.id): \(TerminalText.escaped(item.name)) (due \(item.dueLabel))\n"
    }
}
