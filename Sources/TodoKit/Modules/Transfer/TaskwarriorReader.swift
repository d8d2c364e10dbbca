import TodoCore
import TodoFile

/// Reads the JSON of `task export`: pending (and waiting) and completed tasks become items;
/// deleted tasks and the templates of recurring ones (`"status": "recurring"`) are passed over.
///
/// `description` is the name, with the task's project and tags after it as `+words`; `due`
/// (a UTC time) becomes the local date and time, a date alone at local midnight; `recur`
/// the repeat rule; `end` the done time; `uuid` is kept to know the task again.
struct TaskwarriorReader {
    let zone: any LocalTimeZone
    /// The done time of a completed task that has no `end`: now.
    let now: String

    /// The items, in the export's order; `TodoError.badFile` naming the first bad task
    /// (`record 3: ...`, or `line 3: ...` in the one-task-per-line form).
    func records(in content: [UInt8]) throws -> [ImportedRecord] {
        var tasks: [(record: ImportedRecord, parent: String?, isOpen: Bool)] = []
        for (place, value) in try TaskwarriorReader.taskValues(in: content) {
            do {
                if let task = try TaskwarriorTask(value, zone: zone, now: now) {
                    tasks.append((task.record, task.parent, task.record.done == nil))
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
        return tasks.map(\.record)
    }

    /// Each task's JSON with where it is: `record N` in an array, `line N` when the export
    /// has one object per line (as Taskwarrior before 2.6 wrote without `json.array`).
    private static func taskValues(in content: [UInt8]) throws -> [(String, JSONValue)] {
        let text = content.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(content.dropFirst(3)) : content
        let trimmed = text.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if trimmed.first == UInt8(ascii: "[") {
            guard case .array(let values) = try JSONDocument.parse(text) else { return [] }
            return values.enumerated().map { ("record \($0.offset + 1)", $0.element) }
        }
        // One task written over several lines, or todo's own export, rather than one per line.
        if let whole = try? JSONDocument.parse(text) {
            if TaskwarriorReader.isTodoExport(whole) {
                throw TodoError.badFile("this is todo's own JSON (todo export): use it as a data file (--file) instead")
            }
            return [("record 1", whole)]
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

    /// `{"version": 1, "items": [...]}`: what `todo export` writes.
    private static func isTodoExport(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members.contains { $0.key == "version" } && members.contains { $0.key == "items" }
    }
}
