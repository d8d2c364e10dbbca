import TodoCore
import TodoTerminal
/// The Transfer module's command-line view: its input is the arguments of `todo import` and
/// `todo export` (and what FILE or standard input holds), its output the count of items
/// imported (or them, as JSON) and a warning for each kind of data not kept, or the export
/// itself.
final class TransferView: TransferViewInterface {
    private let eventHandler: any TransferModuleInterface
    private let terminal: any Terminal
    private let format: OutputFormat
    /// `todo import FILE`: read when the presenter asks, after it has checked the format.
    private var file: String?
    private let readFile: (String) throws -> [UInt8]

    init(eventHandler: any TransferModuleInterface, terminal: any Terminal, format: OutputFormat,
         readFile: @escaping (String) throws -> [UInt8] = ImportFileReader.bytes(atPath:)) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.format = format
        self.readFile = readFile
    }

    /// `todo import [--from FORMAT] [FILE]`: the parser lets no more than one FILE through.
    func submitImport(operands: [String], format: String?) throws {
        file = operands.first
        try eventHandler.importAction(format: format)
    }

    /// `todo export [--to FORMAT]`: the parser lets no operand through.
    func submitExport(operands: [String], format: String?) throws {
        try eventHandler.exportAction(format: format)
    }

    /// FILE's bytes; without FILE (or with `-`), standard input's lines.
    func readImportInput() throws -> ImportInput {
        if let file, file != "-" { return ImportInput(bytes: try readFile(file), source: file) }
        // On a terminal, waiting for an export to be typed is never what was meant.
        if file == nil && terminal.isInteractive {
            throw TodoError.usage("todo import needs a FILE, or an export on standard input: task export | todo import")
        }
        var bytes: [UInt8] = []
        while let line = terminal.readLine() {
            bytes.append(contentsOf: line.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        return ImportInput(bytes: bytes, source: "standard input")
    }

    func showImported(_ data: ImportDisplayData) {
        for warning in data.warnings { terminal.writeProblem(warning) }
        switch format {
        case .json: terminal.write(utf8: ItemJSONWriter.array(data.items) + [UInt8(ascii: "\n")])
        case .text: terminal.write(data.summary + "\n")
        }
    }

    func showExport(_ bytes: [UInt8]) {
        terminal.write(utf8: bytes)
    }

    func showWarning(_ message: String) {
        terminal.writeError("todo: " + TerminalText.escaped(message) + "\n")
    }
}
