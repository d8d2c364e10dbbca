import TodoCore
/// One task of a Taskwarrior export, read into the item it becomes.
struct TaskwarriorTask {
    let record: ImportedRecord
    /// The `uuid` of the recurring task this one is an instance of.
    let parent: String?
    /// What the task carried that `todo` does not keep, as a warning names it (`a "wait" date`).
    let unkept: [String]

    /// Keys read into the item (or to pass a task over).
    private static let readKeys: Set<String> = [
        "status", "uuid", "description", "project", "tags", "due", "recur", "end", "parent", "priority", "annotations",
        "wait",
    ]
    /// Bookkeeping that every task (or every recurring one) carries: nothing is lost without it.
    private static let bookkeepingKeys: Set<String> = [
        "id", "entry", "modified", "urgency", "mask", "imask", "rtype", "template", "last",
    ]
    /// Dates `todo` has no place for.
    private static let dateKeys: Set<String> = ["wait", "scheduled", "until", "start"]

    /// The task `value` holds; nil for one that is passed over (deleted, or a recurring
    /// task's template); `TodoError.badFile` saying what is wrong with it.
    init?(_ value: JSONValue, zone: any LocalTimeZone, now: String) throws {
        guard case .object(let members) = value else { throw TodoError.badFile("not a JSON object") }
        let fields = TaskwarriorFields(members)
        let status = try fields.string("status") ?? "pending"
        switch status {
        case "deleted", "recurring": return nil
        case "pending", "waiting", "completed": break
        default: throw TodoError.badFile("unknown status '\(TerminalText.escaped(status))'")
        }
        guard let uuid = try fields.string("uuid"), !uuid.isEmpty else { throw TodoError.badFile("no uuid") }
        guard let description = try fields.string("description") else { throw TodoError.badFile("no description") }
        var words = [description]
        if let project = try fields.string("project"), !project.isEmpty { words.append("+" + project) }
        words += try fields.strings("tags").map { "+" + $0 }
        let name: String
        do {
            name = try ItemNameRule.validated(words.joined(separator: " "))
        } catch let error as TodoError {
            throw TodoError.badFile(error.message == "the name is empty" ? "the description is empty" : error.message)
        }
        let due = try fields.string("due").map { text -> DueDate in
            guard let instant = TaskwarriorTask.instant(text), let due = zone.dueDate(at: instant) else {
                throw TodoError.badFile("cannot read the due date '\(TerminalText.escaped(text))'")
            }
            return due
        }
        let every = try fields.string("recur").map { text -> RepeatRule in
            guard let rule = TaskwarriorRecurrence.rule(text) else {
                throw TodoError.badFile("the recurrence '\(TerminalText.escaped(text))' has no match in todo; "
                    + "todo repeats by " + RepeatRuleParser.acceptedForms)
            }
            return rule
        }
        if every != nil, due == nil { throw TodoError.badFile("it recurs but has no due date") }
        var done: String?
        if status == "completed" {
            done = now
            if let end = try fields.string("end") {
                guard let stamp = TaskwarriorTask.stamp(end) else {
                    throw TodoError.badFile("cannot read the end time '\(TerminalText.escaped(end))'")
                }
                done = stamp
            }
        }
        var unkept: [String] = []
        var priority: Priority?
        if let letter = try fields.string("priority"), !letter.isEmpty {
            // H, M and L are Taskwarrior's own; other values come from a user's configuration.
            priority = ["H", "M", "L"].contains(letter) ? Priority(word: letter) : nil
            if priority == nil { unkept.append("a priority other than H, M or L") }
        }
        let annotations = try fields.objects("annotations").map { annotation in
            guard case .string(let text)? = annotation.last(where: { $0.key == "description" })?.value else {
                throw TodoError.badFile("an annotation has no description")
            }
            return text.trimmingWhiteSpace()
        }
        let note = ImportedRecord.note(annotations.filter { !$0.isEmpty }.joined(separator: "\n"))
        for member in members where !TaskwarriorTask.readKeys.contains(member.key)
            && !TaskwarriorTask.bookkeepingKeys.contains(member.key) {
            unkept.append(TaskwarriorTask.unkeptKind(member.key))
        }
        // `wait` is the start date: an instant, read as its local day.
        let start = try fields.string("wait").map { text -> LocalDate in
            guard let instant = TaskwarriorTask.instant(text), let day = zone.dueDate(at: instant)?.date else {
                throw TodoError.badFile("cannot read the wait date '\(TerminalText.escaped(text))'")
            }
            return day
        }
        if let start, let due, start > due.date {
            throw TodoError.badFile("the wait date (\(start.iso)) is after the due date (\(due.date.iso))")
        }
        var record = ImportedRecord(name: name, due: due, every: every, done: done, priority: priority, note: note,
                                    origin: .init(ImportedRecord.Origin.taskwarriorKey, uuid))
        record.texts.start = start?.iso
        self.record = record
        parent = try fields.string("parent")
        self.unkept = unkept
    }

    /// `a "wait" date`, `a "depends" list`, `an "estimate" value` (a user-defined attribute).
    static func unkeptKind(_ key: String) -> String {
        let what = dateKeys.contains(key) ? "date" : key == "depends" ? "list" : "value"
        let article = key.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
        return "\(article) \"\(key)\" \(what)"
    }

    /// `20261124T143000Z`, as Taskwarrior writes its times, as `2026-11-24T14:30:00Z`; a time
    /// already in that form (or with an offset) as it is; nil for anything else.
    static func stamp(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        if bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z"),
           bytes[0..<8].allSatisfy(isDigit), bytes[9..<15].allSatisfy(isDigit) {
            let digits = String(decoding: bytes, as: UTF8.self)
            func part(_ from: Int, _ count: Int) -> Substring {
                let start = digits.index(digits.startIndex, offsetBy: from)
                return digits[start..<digits.index(start, offsetBy: count)]
            }
            let iso = "\(part(0, 4))-\(part(4, 2))-\(part(6, 2))T\(part(9, 2)):\(part(11, 2)):\(part(13, 2))Z"
            return DoneTime(stamp: iso) == nil ? nil : iso
        }
        return DoneTime(stamp: text) == nil ? nil : text
    }

    static func instant(_ text: String) -> DoneTime? {
        stamp(text).flatMap { DoneTime(stamp: $0) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// A task object's members, read with their types checked.
private struct TaskwarriorFields {
    let members: [JSONMember]

    init(_ members: [JSONMember]) {
        self.members = members
    }

    func string(_ key: String) throws -> String? {
        guard let value = members.last(where: { $0.key == key })?.value else { return nil }
        guard case .string(let text) = value else { throw TodoError.badFile("\(key) is not a string") }
        return text
    }

    /// The objects of a list (`annotations`), as their members.
    func objects(_ key: String) throws -> [[JSONMember]] {
        guard let value = members.last(where: { $0.key == key })?.value else { return [] }
        guard case .array(let values) = value else { throw TodoError.badFile("\(key) is not a list") }
        return try values.map { value in
            guard case .object(let members) = value else { throw TodoError.badFile("\(key) holds something other than objects") }
            return members
        }
    }

    func strings(_ key: String) throws -> [String] {
        guard let value = members.last(where: { $0.key == key })?.value else { return [] }
        guard case .array(let values) = value else { throw TodoError.badFile("\(key) is not a list") }
        return try values.map { value in
            guard case .string(let text) = value else { throw TodoError.badFile("\(key) holds something other than text") }
            return text
        }
    }
}
