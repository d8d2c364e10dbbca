import TodoCore
/// A line typed at the List screen's `:`, read as the shell's command line is (the same words,
/// the same parser, a leading `todo` allowed) and turned into what the screen does with it.
/// Only the commands that act on the list shown are taken; other commands, `--json` and the
/// options that choose the store or the day are refused, and nothing changes.
enum ScreenCommand: Equatable, Sendable {
    /// `done`, `reopen`, `rm` (which asks `y/N`), and `edit ID` alone: as `x`, `r` and `e` do.
    case change(ChangeScreenAction)
    /// `add` without a name: the Add screen, with what the options gave.
    case add(preset: ItemDraft)
    /// `list WORDS [--all] [--done]`: what the screen shows.
    case list(ListQuery)
    /// `show ID...`: as `i` shows an item.
    case show(ids: [String])
    case undo
    /// As `s` syncs.
    case sync(pair: String?)
    /// `add NAME`, `edit ID` with options: run as on the shell, what it prints on the status
    /// line.
    case run(ParsedCommandLine)

    static let taken: [CommandName] = [.add, .done, .reopen, .rm, .edit, .undo, .show, .list, .sync]

    /// Nil for a line with no words (or `todo` alone): nothing to run.
    init?(line: String) throws {
        var words = try ShellWordSplitter.words(of: line)
        if words.first == "todo" { words.removeFirst() }
        guard !words.isEmpty else { return nil }
        if let named = CommandName(word: words[0]) {
            try Self.checkTaken(named)
        } else if !words[0].hasPrefix("-") {
            throw Self.unknownCommand(words[0])
        }
        let parsed = try CommandLineParser.parse(words, canAsk: true)
        try Self.checkOptions(parsed)
        guard let command = parsed.command else {
            throw TodoError.usage("a command is needed: " + Self.takenList)
        }
        try Self.checkTaken(command)
        self = Self.meaning(of: parsed, command: command)
    }

    private static func meaning(of parsed: ParsedCommandLine, command: CommandName) -> ScreenCommand {
        let ids = parsed.operands
        switch command {
        case .done: return .change(.complete(ids: ids))
        case .reopen: return .change(.reopen(ids: ids))
        case .rm: return .change(.remove(ids: ids))
        case .edit where ids.count == 1 && parsed.draft.isEmpty: return .change(.edit(id: ids[0]))
        case .add where ids.isEmpty: return .add(preset: parsed.draft)
        case .list:
            return .list(ListQuery(includingLater: parsed.all, filter: ItemFilter(words: ids), showsDone: parsed.done))
        case .show: return .show(ids: ids)
        case .undo: return .undo
        case .sync: return .sync(pair: ids.first)
        default: return .run(parsed)
        }
    }

    private static var takenList: String {
        let names = taken.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The nearest command the screen takes, else all of them.
    private static func unknownCommand(_ word: String) -> TodoError {
        let hint = Suggestion.nearest(to: word, in: taken.map(\.rawValue)).map { "did you mean '\($0)'?" }
            ?? "the List screen takes " + takenList
        return TodoError.usage("unknown command '\(TerminalText.escaped(word))'; " + hint)
    }

    private static func checkTaken(_ command: CommandName) throws {
        guard !taken.contains(command) else { return }
        let why = command == .help ? "? shows the keys" : "run it from the shell"
        throw TodoError.usage("todo \(command.rawValue) is not taken on the List screen: \(why)")
    }

    /// The options every command takes choose the store, the day and the output (`--file`,
    /// `--today`, `--color`) or answer instead of running (`--help`): the screen keeps those it
    /// was opened with, and `?` shows its keys.
    private static func checkOptions(_ parsed: ParsedCommandLine) throws {
        for option in OptionSpec.declared where option.role != .commandOption && parsed.gave(option) {
            throw refusal(option.flag, option.role == .setting ? "it keeps the store and settings it was opened with" : "? shows the keys")
        }
        if parsed.json { throw refusal("--json", "what a command prints goes to the status line") }
        if parsed.man { throw refusal("--man", "? shows the keys") }
    }

    private static func refusal(_ flag: String, _ why: String) -> TodoError {
        TodoError.usage("\(flag) is not taken on the List screen: \(why)")
    }
}
