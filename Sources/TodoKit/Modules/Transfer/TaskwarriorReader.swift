import TodoCore
import TodoFile

/// Reads the JSON of `task export`: pending (and waiting) and completed tasks become items;
/// deleted tasks and the templates of recurring ones (`"status": "recurring"`) are passed over.
///
/// `description` is the name, with the task's project and tags after it as `+words`; `due`
/// (a UTC time) becomes the local date and time, a date alone at local midnight; `recur`
/// the repeat rule (`weekdays` included); `end` the done time; `priority` H, M, L the
/// priority; `annotations` the note, one line each; `uuid` becomes the item's uid. What else
/// a task carries (`wait`, `scheduled`, `until`, `depends`, a user's own attributes) is
/// counted for a warning; bookkeeping (`entry`, `modified`, `urgency`, ...) is not.
struct TaskwarriorReader {
    let zone: any LocalTimeZone
    /// The done time of a completed task that has no `end`: now.
    let now: String

    /// The items, in the export's order; `TodoError.badFile` naming the first bad task by
    /// the line it is on (`line 3: ...`).
    func records(in content: [UInt8]) throws -> [ImportedRecord] {
        try read(content).records
    }

    /// The items, and what the tasks carried that `todo` does not keep.
    func read(_ content: [UInt8]) throws -> ImportedRecords {
        var tasks: [(record: ImportedRecord, parent: String?, isOpen: Bool)] = []
        var unkept: [[String]] = []
        for (place, value) in try TaskwarriorReader.taskValues(in: content) {
            do {
                if let task = try TaskwarriorTask(value, zone: zone, now: now) {
                    tasks.append((task.record, task.parent, task.record.done == nil))
                    unkept.append(task.unkept)
                }
            } catch let error as TodoError {
                throw TodoError.badFile("\(place): \(error.message)")
            }
        }
        // Taskwarrior makes several pending tasks of one recurring series when its dates are
        // past; only the latest of them repeats here, or each would add its own next one.
        var latestOpen: [String: Int] = [:]
        for (index, task) in tasks.enumerated() where task.isOpen && task.record.every != nil {
            guard let parent = task.parent else { continue }
            if let other = latestOpen[parent], let otherDue = tasks[other].record.due,
               let due = task.record.due, due < otherDue {
                tasks[index].record.every = nil
            } else {
                if let other = latestOpen[parent] { tasks[other].record.every = nil }
                latestOpen[parent] = index
            }
        }
        return ImportedRecords(records: tasks.map(\.record), unkept: UnkeptData.tally(unkept))
    }

    /// Each task's JSON with where it is: `line N`, the line it starts on (`task export`
    /// writes one task a line inside its array, and before 2.6 one a line with no array);
    /// `line N (record K)` when another task starts on that line too.
    private static func taskValues(in content: [UInt8]) throws -> [(String, JSONValue)] {
        if let elements = try? JSONDocument.elementsWithLines(content) {
            var perLine: [Int: Int] = [:]
            for element in elements { perLine[element.line, default: 0] += 1 }
            return elements.enumerated().map { index, element in
                (perLine[element.line] == 1 ? "line \(element.line)" : "line \(element.line) (record \(index + 1))", element.value)
            }
        }
        let text = content.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(content.dropFirst(3)) : content
        let trimmed = text.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if trimmed.first == UInt8(ascii: "[") {
            // Not JSON: the parser's error, with its line and column.
            _ = try JSONDocument.parse(text)
            return []
        }
        // One task written over several lines, rather than one per line.
        if let whole = try? JSONDocument.parse(text) {
            let line = 1 + text.prefix(text.count - trimmed.count).filter { $0 == UInt8(ascii: "\n") }.count
            return [("line \(line)", whole)]
        }
        var values: [(String, JSONValue)] = []
        for (index, line) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            let value: JSONValue
            do {
                value = try JSONDocument.parse(Array(line))
            } catch {
                let column = error.message.split(separator: ",", maxSplits: 1).dropFirst().first ?? ""
                throw TodoError.badFile("line \(index + 1)," + column)
            }
            values.append(("line \(index + 1)", value))
        }
        return values
    }
}
