import TodoCore
import TodoFile
/// What `todo import` reads: another tool's export, or `todo`'s own.
enum ImportFormat: String, CaseIterable, Sendable {
    /// The JSON of `task export`: an array of tasks (or, from older versions, one per line).
    case taskwarrior
    /// todo.txt lines.
    case todotxt
    /// The VTODOs of an iCalendar (`.ics`) file.
    case ical
    /// `todo`'s own JSON: what `todo export` writes, or a data file.
    case json

    /// The names people write the formats by, beside their own (`--from ics`, `--to todo.txt`).
    static let otherNames: [String: ImportFormat] = [
        "ics": .ical, "icalendar": .ical, "todo.txt": .todotxt, "txt": .todotxt, "task": .taskwarrior, "tw": .taskwarrior,
    ]

    /// The format `name` names, in any case: its own name or another from `otherNames`.
    init?(name: String) {
        let lowered = name.lowercased()
        guard let format = ImportFormat(rawValue: lowered) ?? ImportFormat.otherNames[lowered] else { return nil }
        self = format
    }

    /// The format `--from` names, or `TodoError.usage` naming the formats.
    init(named name: String) throws {
        guard let format = ImportFormat(name: name) else {
            throw TodoError.usage("unknown format '\(TerminalText.escaped(name))'; the formats are "
                + ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = format
    }

    /// The format `content` is in, from its first bytes that are not white space: an object
    /// whose first key is one of a data file's (`version`, `items`, `nextId`) is `todo`'s own
    /// JSON, other JSON (`[` or `{`, then a key, an object or the end) is Taskwarrior's, and
    /// iCalendar starts with `BEGIN:VCALENDAR`; anything else is read as todo.txt, whose lines
    /// can start with anything (`[urgent] fix the bug`).
    init(recognising content: [UInt8]) {
        var start = content.startIndex
        // A byte order mark, as some editors write one.
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        start = ImportFormat.afterWhiteSpace(content, from: start)
        let rest = content[start...]
        let next = content[ImportFormat.afterWhiteSpace(content, from: min(start + 1, content.endIndex))...].first
        if rest.first == UInt8(ascii: "{"), next == UInt8(ascii: "\"") || next == UInt8(ascii: "}") {
            // Taskwarrior's keys are never a data file's, so the first one tells them apart
            // without reading the whole text (a data file can be big); a data file that starts
            // with a key of its owner's is one object with `items`, where a task has none.
            let key = content[ImportFormat.afterWhiteSpace(content, from: start + 1)...]
            let isDataFile = ["\"version\"", "\"items\"", "\"nextId\""].contains { key.starts(with: Array($0.utf8)) }
            if isDataFile {
                self = .json
            } else if case .object(let members)? = try? JSONDocument.parse(content), members.contains(where: { $0.key == "items" }) {
                self = .json
            } else {
                self = .taskwarrior
            }
        } else if rest.first == UInt8(ascii: "["), next == UInt8(ascii: "{") || next == UInt8(ascii: "]") {
            self = .taskwarrior
        } else if String(decoding: rest.prefix(15), as: UTF8.self).uppercased() == "BEGIN:VCALENDAR" {
            self = .ical
        } else {
            self = .todotxt
        }
    }

    private static func afterWhiteSpace(_ content: [UInt8], from start: Int) -> Int {
        var index = start
        while index < content.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(content[index]) { index += 1 }
        return index
    }
}
