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
            terminal.write(utf8: UndoView.json(data))
        case .text:
            terminal.write(UndoView.text(data))
        }
    }

    /// `Undid: restored 3: Pay rent`, `Undid: removed 7: Call mum`: one line per item, as both
    /// Undo views show it.
    static func text(_ data: UndoDisplayData) -> String {
        var output = ""
        for item in data.restored { output += ItemTextLine.line("Undid: restored", item) + "\n" }
        for item in data.removed { output += ItemTextLine.line("Undid: removed", item) + "\n" }
        return output
    }

    /// `{"restored": [{"id": 3, "name": "Pay rent", ...}], "removed": []}`: the items put back,
    /// as they now are, and the items taken away, as they were, as `ItemJSONWriter` writes items.
    static func json(_ data: UndoDisplayData) -> [UInt8] {
        var output: [UInt8] = []
        JSONWriter.appendLiteral("{\"restored\": ", to: &output)
        output += ItemJSONWriter.array(data.restored)
        JSONWriter.appendLiteral(", \"removed\": ", to: &output)
        output += ItemJSONWriter.array(data.removed)
        JSONWriter.appendLiteral("}\n", to: &output)
        return output
    }
}
