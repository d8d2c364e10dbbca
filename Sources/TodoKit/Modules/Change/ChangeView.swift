import TodoCore
import TodoTerminal
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
        case .json: terminal.write(utf8: ChangeView.json(data))
        case .text: terminal.write(ChangeView.text(data))
        }
    }

    /// `Done 3: Pay rent; next is 9, due Thu 31 Dec`: one line per item changed, as both
    /// Change views show it.
    static func text(_ data: ChangeDisplayData) -> String {
        var output = ""
        for item in data.items where !data.unchangedIDs.contains(item.id) {
            output += ItemTextLine.line(data.verb, item, showsDue: data.showsDue)
            if let next = data.next[item.id] { output += "; next is \(next.id), due \(next.dueLabel ?? "")" }
            if let note = data.seriesNotes[item.id] { output += "; " + note }
            output += "\n"
        }
        return output
    }

    /// Every item named, as `ItemJSONWriter` writes items, and `next` (`{"id": 9, "due":
    /// "2026-12-20"}`) last for a repeating one whose next item `todo done` just added.
    static func json(_ data: ChangeDisplayData) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "[")]
        var lastDue: (date: DueDate, iso: String)?
        for (index, item) in data.items.enumerated() {
            if index > 0 { JSONWriter.appendLiteral(", ", to: &output) }
            ItemJSONWriter.appendOpen(item, to: &output, lastDue: &lastDue)
            if let next = data.next[item.id], let due = next.dueDate {
                JSONWriter.appendLiteral(", \"next\": {\"id\": ", to: &output)
                output.append(contentsOf: String(next.id).utf8)
                JSONWriter.appendLiteral(", \"due\": ", to: &output)
                JSONWriter.writeString(due.iso, into: &output)
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "}"))
        }
        JSONWriter.appendLiteral("]\n", to: &output)
        return output
    }
}
