import TodoCore
/// What `todo import` reads: another tool's export.
enum ImportFormat: String, CaseIterable, Sendable {
    /// The JSON of `task export`: an array of tasks (or, from older versions, one per line).
    case taskwarrior
    /// todo.txt lines.
    case todotxt
    /// The VTODOs of an iCalendar (`.ics`) file.
    case ical

    /// The format `--from` names, or `TodoError.usage` naming the formats.
    init(named name: String) throws {
        guard let format = ImportFormat(rawValue: name.lowercased()) else {
            throw TodoError.usage("unknown format '\(TerminalText.escaped(name))'; the formats are "
                + ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = format
    }

    /// The format `content` is in, from its first bytes that are not white space: JSON starts
    /// with `[` or `{`, iCalendar with `BEGIN:VCALENDAR`; anything else is read as todo.txt,
    /// whose lines can start with anything.
    init(recognising content: [UInt8]) {
        var start = content.startIndex
        // A byte order mark, as some editors write one.
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < content.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(content[start]) { start += 1 }
        let rest = content[start...]
        if let first = rest.first, first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            self = .taskwarrior
        } else if String(decoding: rest.prefix(15), as: UTF8.self).uppercased() == "BEGIN:VCALENDAR" {
            self = .ical
        } else {
            self = .todotxt
        }
    }
}
