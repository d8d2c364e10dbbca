import TodoCore
/// Writes items as todo.txt lines: `x` and the day it was done (local) for a done item, the
/// name, then `due:YYYY-MM-DD` (and `at:HH:MM` for a time, which other todo.txt programs keep
/// as a word), and `rec:+1w` for a repeating one. A priority is `(A)`, `(B)` or `(C)` before
/// an open item's name, and `pri:A` at the end of a done one's (todo.txt keeps no priority
/// after the `x`). `TodoTxtReader` reads them back.
struct TodoTxtWriter {
    let clock: any Clock

    func bytes(_ items: [TodoItem]) -> [UInt8] {
        var output: [UInt8] = []
        for item in items {
            output.append(contentsOf: line(item).utf8)
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    func line(_ item: TodoItem) -> String {
        var words: [String] = []
        if let done = item.done {
            words.append("x")
            if let date = DoneTime(stamp: done).flatMap(clock.localDate(at:)) { words.append(date.iso) }
        } else if let priority = item.priority {
            words.append("(\(TodoTxtPriority.letter(priority)))")
        }
        // A line break in a hand-edited name would start another item.
        words.append(String(String.UnicodeScalarView(item.name.unicodeScalars.map {
            ControlCharacters.contains($0) ? " " : $0
        })))
        if let due = item.due {
            words.append("due:" + due.date.iso)
            if let time = due.time { words.append("at:" + time.iso) }
        }
        if let start = item.startDay { words.append("t:" + start.iso) }
        if let every = item.every { words.append("rec:" + TodoTxtRecurrence.value(every)) }
        if item.done != nil, let priority = item.priority { words.append("pri:\(TodoTxtPriority.letter(priority))") }
        return words.joined(separator: " ")
    }
}
