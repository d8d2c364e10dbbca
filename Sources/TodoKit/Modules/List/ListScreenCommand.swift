import TodoCore
/// What was typed at the List screen's prompt.
enum ListScreenCommand: Equatable, Sendable {
    case add
    case done(Int)
    case quit
    case redraw
    case unknown(String)

    /// Reads `a`, `d ID`, `q` (also `add`, `done ID`, `quit`); an empty line draws the list again.
    init(_ line: String) {
        let words = line.trimmingWhiteSpace().lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch (words.first.map(String.init), words.count) {
        case (nil, _): self = .redraw
        case ("a", 1), ("add", 1): self = .add
        case ("q", 1), ("quit", 1), ("exit", 1): self = .quit
        case ("d", 2), ("done", 2):
            if let id = try? ItemIDRule.parsed(String(words[1])) { self = .done(id) } else { self = .unknown(line) }
        default: self = .unknown(line)
        }
    }
}
