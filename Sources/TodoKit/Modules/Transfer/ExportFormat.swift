import TodoCore
/// What `todo export` writes.
enum ExportFormat: String, CaseIterable, Sendable {
    /// The data file's items, as the data file holds them (the default).
    case json
    /// One VCALENDAR with a VTODO for each item.
    case ical
    /// One todo.txt line for each item.
    case todotxt

    /// The format `--to` names (nil: the default, JSON), or `TodoError.usage` naming the formats.
    init(named name: String?) throws {
        guard let name else {
            self = .json
            return
        }
        let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        // The names import takes, so that `--to ics` and `--to todo.txt` work as `--from` does.
        guard let known = ImportFormat(name: name) else {
            throw TodoError.usage("unknown format '\(TerminalText.escaped(name))'; the formats are " + formats)
        }
        guard let format = ExportFormat(rawValue: known.rawValue) else {
            throw TodoError.usage("todo export does not write \(known.rawValue) ('\(TerminalText.escaped(name))'); "
                + "the formats it writes are " + formats)
        }
        self = format
    }
}
