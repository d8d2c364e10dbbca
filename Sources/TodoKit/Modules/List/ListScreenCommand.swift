import TodoCore
/// What was typed at the List screen's prompt.
enum ListScreenCommand: Equatable, Sendable {
    case add
    /// `d ID...`: the ids as typed; the Change module reads them. None: `d` alone, which asks.
    case done([String])
    /// `e ID`; an empty id: `e` alone, which asks.
    case edit(String)
    /// `r ID...`; none: `r` alone, which asks.
    case remove([String])
    case undo
    /// `l`: show or hide Later and Someday.
    case toggleLater
    /// `/ WORDS`: filter as `todo list WORDS` does; `/` alone clears the filter.
    case filter([String])
    /// Space or PgDn: the next page of the list.
    case nextPage
    /// `b` or PgUp: the page before.
    case previousPage
    case help
    case quit
    case redraw
    case unknown(String)

    /// Reads `a`, `d ID...`, `e ID`, `r ID...`, `u`, `l`, `/ WORDS`, `b`, `?`, `q` (also the
    /// words `add`, `done`, `edit`, `rm`, `remove`, `undo`, `later`, `back`, `help`, `quit`);
    /// an empty line draws the list again, and a line of spaces (Space, where the line editor
    /// takes it at once) shows the next page.
    init(_ line: String) {
        let trimmed = line.trimmingWhiteSpace()
        if trimmed.isEmpty && !line.isEmpty {
            self = .nextPage
            return
        }
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
        case ("b", 0), ("back", 0): self = .previousPage
        case ("?", 0), ("h", 0), ("help", 0): self = .help
        case ("q", 0), ("quit", 0), ("exit", 0): self = .quit
        case ("d", _), ("done", _): self = .done(arguments)
        case ("e", 0), ("edit", 0): self = .edit("")
        case ("e", 1), ("edit", 1): self = .edit(arguments[0])
        case ("r", _), ("rm", _), ("remove", _): self = .remove(arguments)
        default: self = .unknown(line)
        }
    }

    private static func words(_ text: Substring) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
