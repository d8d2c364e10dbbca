import TodoCore

/// What the Transfer view sends its presenter: `todo import` and `todo export`.
protocol TransferModuleInterface: AnyObject {
    /// Import what the view reads (FILE, or standard input) in `format` as typed (`--from`;
    /// nil: recognised from the content).
    func importAction(format: String?) throws
    /// Export every item in `format` as typed (`--to`; nil: JSON).
    func exportAction(format: String?) throws
}

/// The "import another tool's items" and "export every item" use cases.
protocol TransferInteractorInput: AnyObject {
    /// Reads `content` (in `format`; nil: recognised from it) and adds the items the list does
    /// not have yet, all in one change; nothing at all when one record is bad
    /// (`TodoError.badFile` naming `source` and the record).
    func importItems(_ content: [UInt8], format: ImportFormat?, source: String) throws -> ImportOutcome
    /// Every item, done ones too, in `format`; items without a uid get one saved first.
    func exportItems(_ format: ExportFormat) throws -> ExportOutcome
}

/// The passive Transfer view.
protocol TransferViewInterface: AnyObject {
    /// What to import: the bytes of FILE or of standard input, and what messages call it.
    func readImportInput() throws -> ImportInput
    func showImported(_ data: ImportDisplayData)
    func showExport(_ bytes: [UInt8])
    /// A line for standard error after `todo: `.
    func showWarning(_ message: String)
}

/// What `todo import` reads, and its name for messages (the path, or `standard input`).
struct ImportInput: Equatable, Sendable {
    let bytes: [UInt8]
    let source: String
}
