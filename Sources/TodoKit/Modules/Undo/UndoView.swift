import TodoCore
import TodoTerminal
/// The Undo module's command-line view: its input is `todo undo`; its output one line per
/// item put back or taken away, or one JSON object.
final class UndoView: UndoViewInterface {
    private let eventHandler: any UndoModuleInterface
    private let terminal: any Terminal
    private let format: OutputFormat

    init(eventHandler: any UndoModuleInterface, terminal: any Terminal, format: OutputFormat) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.format = format
    }

    func submit() throws {
        try eventHandler.undoAction()
    }

    func showUndone(_ data: UndoDisplayData) {
        switch format {
        case .json:
            terminal.write(UndoView.json(data) + "\n")
        case .text:
            terminal.write(UndoView.text(data))
        }
    }

    /// `Undid: restored 3: Pay rent`, `Undid: removed 7: Call mum`: one line per item, as both
    /// Undo views show it.
    static func text(_ data: UndoDisplayData) -> String {
        var output = ""
        for item in data.restored { output += "Undid: restored \(item.id): \(TerminalText.escaped(item.name))\n" }
        for item in data.removed { output += "Undid: removed \(item.id): \(TerminalText.escaped(item.name))\n" }
        return output
    }

    /// `{"restored": [{"id": 3, "name": "Pay rent", "due": "2026-11-20"}], "removed": []}`:
    /// the items put back, as they now are, and the items taken away, as they were; `due`,
    /// `every` and `done` only when the item has them (as in the other commands' output).
    static func json(_ data: UndoDisplayData) -> String {
        JSONWriter.serialize(.object([
            JSONMember("restored", .array(data.restored.map(jsonItem))),
            JSONMember("removed", .array(data.removed.map(jsonItem))),
        ]))
    }

    private static func jsonItem(_ item: UndoDisplayItem) -> JSONValue {
        var members = [JSONMember("id", .number(String(item.id))), JSONMember("name", .string(item.name))]
        if let due = item.due { members.append(JSONMember("due", .string(due))) }
        if let every = item.every { members.append(JSONMember("every", .string(every))) }
        if let done = item.done { members.append(JSONMember("done", .string(done))) }
        if let uid = item.uid { members.append(JSONMember("uid", .string(uid))) }
        return .object(members)
    }
}
