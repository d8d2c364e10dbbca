import TodoCore
import TodoTerminal
/// The Sync module's command-line view: its input is `todo sync [PAIR]`; its output a line
/// per item the sync changed and a summary line, or one JSON object.
final class SyncView: SyncViewInterface {
    private let eventHandler: any SyncModuleInterface
    private let terminal: any Terminal
    private let format: OutputFormat

    init(eventHandler: any SyncModuleInterface, terminal: any Terminal, format: OutputFormat) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.format = format
    }

    func submit(pair: String?) throws {
        try eventHandler.syncAction(pair: pair)
    }

    func showSynced(_ data: SyncDisplayData) {
        switch format {
        case .json: terminal.write(utf8: SyncView.json(data))
        case .text: terminal.write(SyncView.text(data))
        }
    }

    /// `+ 12 Buy milk`, `~ 4 Pay rent`, `✓ 5 Call bob`, `- 6 Old thing`, then `2 new, 1 changed`.
    static func text(_ data: SyncDisplayData) -> String {
        var output = ""
        for line in data.lines { output += "\(line.mark) \(line.item.id) \(TerminalText.escaped(line.item.name))\n" }
        return output + data.summary + "\n"
    }

    /// `{"new": [...], "changed": [...], "done": [...], "removed": [...]}`, items as
    /// `ItemJSONWriter` writes them.
    static func json(_ data: SyncDisplayData) -> [UInt8] {
        var output: [UInt8] = []
        JSONWriter.appendLiteral("{\"new\": ", to: &output)
        output += ItemJSONWriter.array(data.new)
        JSONWriter.appendLiteral(", \"changed\": ", to: &output)
        output += ItemJSONWriter.array(data.changed)
        JSONWriter.appendLiteral(", \"done\": ", to: &output)
        output += ItemJSONWriter.array(data.done)
        JSONWriter.appendLiteral(", \"removed\": ", to: &output)
        output += ItemJSONWriter.array(data.removed)
        JSONWriter.appendLiteral("}\n", to: &output)
        return output
    }
}
