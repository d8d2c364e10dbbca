import TodoCore
/// The Change module's command-line view: its input is the arguments of `todo done`,
/// `reopen`, `rm` or `edit`; its output one line per item changed (or one JSON array), and
/// the warnings on standard error.
final class ChangeView: ChangeViewInterface {
    private let eventHandler: any ChangeModuleInterface
    private let terminal: any Terminal
    private let format: OutputFormat

    init(eventHandler: any ChangeModuleInterface, terminal: any Terminal, format: OutputFormat) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.format = format
    }

    /// Hands the command line's request to the presenter as the matching action.
    func submit(_ request: ChangeRequest) throws {
        switch request {
        case .complete(let ids): try eventHandler.completeAction(ids: ids)
        case .reopen(let ids): try eventHandler.reopenAction(ids: ids)
        case .remove(let ids): try eventHandler.removeAction(ids: ids)
        case .edit(let ids, let draft): try eventHandler.editAction(ids: ids, draft: draft)
        }
    }

    /// A command line has said all it will say: nothing is asked where there is no screen.
    func ask(_ question: ChangeQuestion) throws -> String {
        throw TodoError.usage("todo edit needs --name NAME, --due DATE or --every RULE")
    }

    func showProblem(_ message: String) {
        terminal.writeProblem(message)
    }

    /// A command line is never asked a question, so it never ends one by cancelling.
    func showCancelled(_ cancellation: ChangeCancellation) {}

    func showChangedItems(_ data: ChangeDisplayData) {
        for warning in data.warnings {
            terminal.writeProblem(warning)
        }
        switch format {
        case .json: terminal.write(ChangeView.json(data) + "\n")
        case .text: terminal.write(ChangeView.text(data))
        }
    }

    /// `Done 3: Pay rent; next is 9, due Thu 31 Dec`: one line per item changed, as both
    /// Change views show it.
    static func text(_ data: ChangeDisplayData) -> String {
        var output = ""
        for item in data.items where item.wasChanged {
            output += "\(data.verb) \(item.id): \(TerminalText.escaped(item.name))"
            if item.showsDue { output += " (" + DueText.describing(dueLabel: item.dueLabel, every: item.every) + ")" }
            if let next = item.next { output += "; next is \(next.id), due \(next.dueLabel)" }
            output += "\n"
        }
        return output
    }

    /// `[{"id": 3, "name": "Pay rent", "due": "2026-11-20", "done": "2026-11-20T18:02:11Z"}]`:
    /// every item named; `due`, `every` and `done` only when it has them, and `next` (`{"id": 9,
    /// "due": "2026-12-20"}`) for a repeating one whose next item `todo done` just added; `uid` last, when the item keeps one.
    static func json(_ data: ChangeDisplayData) -> String {
        JSONWriter.serialize(.array(data.items.map { item in
            var members = [JSONMember("id", .number(String(item.id))), JSONMember("name", .string(item.name))]
            if let due = item.due { members.append(JSONMember("due", .string(due))) }
            if let every = item.every { members.append(JSONMember("every", .string(every))) }
            if let done = item.done { members.append(JSONMember("done", .string(done))) }
            if let next = item.next {
                members.append(JSONMember("next", .object([JSONMember("id", .number(String(next.id))),
                                                           JSONMember("due", .string(next.due))])))
            }
            if let uid = item.uid { members.append(JSONMember("uid", .string(uid))) }
            return .object(members)
        }))
    }
}
