import TodoCore
/// What was typed at the List screen's prompt.
enum ListScreenCommand: Equatable, Sendable {
    case add
    /// `d ID...`: the ids as typed; the Change module reads them.
    case done([String])
    /// `e ID`
    case edit(String)
    /// `r ID...`
    case remove([String])
    case undo
    /// `l`: show or hide Later and Someday.
    case toggleLater
    /// `/ WORDS`: filter as `todo list WORDS` does; `/` alone clears the filter.
    case filter([String])
    case help
    case quit
    case redraw
    case unknown(String)

    /// Reads `a`, `d ID...`, `e ID`, `r ID...`, `u`, `l`, `/ WORDS`, `?`, `q` (also the
    /// words `add`, `done`, `edit`, `rm`, `remove`, `undo`, `later`, `help`, `quit`); an empty
    /// line draws the list again.
    init(_ line: String) {
        let trimmed = line.trimmingWhiteSpace()
        if trimmed.hasPrefix("/") {
            // The words keep their case: the "nothing matches" line shows them as typed.
            self = .filter(ListScreenCommand.words(trimmed.dropFirst()))
            return
        }
        let words = ListScreenCommand.words(Substring(trimmed))
        let arguments = Array(words.dropFirst())
        switch (words.first?.lowercased(), arguments.count) {
        case (nil, _): self = .redraw
        case ("a", 0), ("add", 0): self = .add
        case ("u", 0), ("undo", 0): self = .undo
        case ("l", 0), ("later", 0): self = .toggleLater
        case ("?", 0), ("h", 0), ("help", 0): self = .help
        case ("q", 0), ("quit", 0), ("exit", 0): self = .quit
        case ("d", 1...), ("done", 1...): self = .done(arguments)
        case ("e", 1), ("edit", 1): self = .edit(arguments[0])
        case ("r", 1...), ("rm", 1...), ("remove", 1...): self = .remove(arguments)
        default: self = .unknown(line)
        }
    }

    private static func words(_ text: Substring) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
