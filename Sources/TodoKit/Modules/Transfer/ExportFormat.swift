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
        guard let format = ExportFormat(rawValue: name.lowercased()) else {
            throw TodoError.usage("unknown format '\(TerminalText.escaped(name))'; the formats are "
                + ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = format
    }
}
