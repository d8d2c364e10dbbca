import TodoCore
/// Reads todo.txt lines (the format of todo.sh and the apps that share its file).
///
/// - `x ` starts a done item; the completion date after it, and a creation date after that
///   (or at the start of an open line), are not part of the name. A completion date is the
///   done time at noon UTC, so it is the same day in nearly every time zone; a done line
///   without one is done now.
/// - A priority `(A) ` at the start (after the dates of a done line too) is the priority: `A`
///   high, `B` medium, `C` to `Z` low (`TodoTxtPriority`), taken out of the name; so is a
///   `pri:A` word, as todo.txt programs keep a done task's priority.
/// - `due:YYYY-MM-DD` is the due date (`at:HH:MM` after it, as `todo export` writes a time);
/// - `t:YYYY-MM-DD` (the threshold) is the start date;
///   `rec:1w`, `rec:+1m` the repeat rule (when there is a due date). They leave the name;
///   `+project`, `@context` and every other `key:value` stay in it.
/// - The line is kept to know the item again.
struct TodoTxtReader {
    /// The done time of a done line with no completion date: now.
    let now: String

    /// The items, in line order (blank lines passed over); `TodoError.badFile` naming the
    /// first line that cannot be read (`line 3: ...`).
    func records(in content: [UInt8]) throws -> [ImportedRecord] {
        let text = content.starts(with: [0xEF, 0xBB, 0xBF]) ? content.dropFirst(3) : content[...]
        var records: [ImportedRecord] = []
        // Split as bytes: in a `String`, `\r\n` is one character, not a `\n`.
        for (index, bytes) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
            guard !line.trimmingWhiteSpace().isEmpty else { continue }
            do {
                records.append(try record(line))
            } catch let error as TodoError {
                throw TodoError.badFile("line \(index + 1): \(error.message)")
            }
        }
        return records
    }

    private func record(_ line: String) throws -> ImportedRecord {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var done: String?
        var priority: Priority?
        if words.first == "x" {
            words.removeFirst()
            done = now
            // `x (A) 2016-05-20 2016-04-30 measure space`: todo.txt's own example of a done
            // task that kept its priority, before the dates.
            if let first = words.first, let found = TodoTxtPriority.priority(word: first), words.count > 1 {
                priority = found
                words.removeFirst()
            }
            if let first = words.first, let date = LocalDate(iso: first) {
                done = date.iso + "T12:00:00Z"
                words.removeFirst()
            }
        } else if let first = words.first, let found = TodoTxtPriority.priority(word: first), words.count > 1 {
            priority = found
            words.removeFirst()
        }
        // `(A) 2026-11-01 Call mum`: the creation date comes after the priority.
        if let first = words.first, LocalDate(iso: first) != nil, words.count > 1 { words.removeFirst() }
        // `x 2026-11-20 (A) Call mum`: a done line that kept its priority.
        if done != nil, let first = words.first, let found = TodoTxtPriority.priority(word: first), words.count > 1 {
            priority = found
            words.removeFirst()
        }
        // A rule needs a date: without one, `rec:` stays in the name, as todo.txt wrote it.
        let hasDue = words.contains { $0.hasPrefix("due:") }
        var due: DueDate?
        var every: RepeatRule?
        var start: LocalDate?
        var nameWords: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word.hasPrefix("due:") {
                guard due == nil else { throw TodoError.badFile("more than one due: date") }
                guard let date = LocalDate(iso: word.dropFirst(4)) else {
                    throw TodoError.badFile("cannot read '\(TerminalText.escaped(word))' as a date (due:YYYY-MM-DD)")
                }
                due = DueDate(date: date)
                if index < words.count, words[index].hasPrefix("at:"), let time = TodoTxtReader.time(words[index].dropFirst(3)) {
                    due?.time = time
                    index += 1
                }
            } else if start == nil, word.hasPrefix("t:"), let day = LocalDate(iso: word.dropFirst(2)) {
                // The threshold: the day the task waits for.
                start = day
            } else if hasDue, every == nil, word.hasPrefix("rec:"), let rule = TodoTxtRecurrence.rule(word.dropFirst(4)) {
                every = rule
            } else if priority == nil, let found = TodoTxtPriority.priority(key: word) {
                priority = found
            } else {
                nameWords.append(word)
            }
        }
        if let start, let due, start > due.date {
            throw TodoError.badFile("the t: date (\(start.iso)) is after the due: date (\(due.date.iso))")
        }
        let name: String
        do {
            name = try ItemNameRule.validated(nameWords.joined(separator: " "))
        } catch let error as TodoError {
            throw TodoError.badFile(error.message == "the name is empty" ? "no text besides dates" : error.message)
        }
        var record = ImportedRecord(name: name, due: due, every: every, done: done, priority: priority,
                                    origin: .init(ImportedRecord.Origin.todoTxtKey, line))
        record.texts.start = start?.iso
        return record
    }

    /// `14:30`.
    private static func time(_ text: Substring) -> LocalTime? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy({ $0.isASCII && $0.isNumber }) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        return LocalTime(hour: hour, minute: minute)
    }
}
