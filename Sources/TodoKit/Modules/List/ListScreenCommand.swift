import TodoCore
/// What was typed at the List screen's prompt.
enum ListScreenCommand: Equatable, Sendable {
    case add
    case done(Int)
    /// `l`: show or hide Later and Someday.
    case toggleLater
    /// `/ WORDS`: filter as `todo list WORDS` does; `/` alone clears the filter.
    case filter([String])
    case quit
    case redraw
    case unknown(String)

    /// Reads `a`, `d ID`, `l`, `/ WORDS`, `q` (also `add`, `done ID`, `later`, `quit`); an
    /// empty line draws the list again.
    init(_ line: String) {
        let trimmed = line.trimmingWhiteSpace()
        if trimmed.hasPrefix("/") {
            // The words keep their case: the "nothing matches" line shows them as typed.
            self = .filter(trimmed.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
            return
        }
        let words = trimmed.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch (words.first.map(String.init), words.count) {
        case (nil, _): self = .redraw
        case ("a", 1), ("add", 1): self = .add
        case ("l", 1), ("later", 1): self = .toggleLater
        case ("q", 1), ("quit", 1), ("exit", 1): self = .quit
        case ("d", 2), ("done", 2):
            if let id = try? ItemIDRule.parsed(String(words[1])) { self = .done(id) } else { self = .unknown(line) }
        default: self = .unknown(line)
        }
    }
}
