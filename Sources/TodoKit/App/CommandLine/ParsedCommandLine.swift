import TodoCore
/// The command line, read: the command, its operands and each option's value in a typed
/// field, so that a command cannot ask for an option by a misspelt name.
/// When an option is given twice, the last wins.
struct ParsedCommandLine: Equatable, Sendable {
    /// nil for `todo` alone.
    var command: CommandName?
    /// The words after the command that are not options (names, ids, a help topic).
    var operands: [String] = []
    /// How many of `operands` stood before `--`; nil when there was none. `todo add` reads its
    /// `due:` words only there: the words after `--` are the name's, exactly.
    var operandsBeforeEnd: Int?

    // Options every command takes.
    /// Bytes, as given: a path need not be UTF-8.
    var file: FilePath?
    var vdir: FilePath?
    var today: String?
    var weekStart: String?
    var color: String?
    var help = false
    var version = false

    // Options some commands take, as their declarations in `CommandSpec` say.
    var json = false
    var all = false
    var done = false
    var man = false
    /// The item's fields as typed (`--name`, `--due`, `--every`): what `add` and `edit` hand on.
    var draft = ItemDraft()
    var from: String?
    var to: String?

    /// What reading the command line found doubtful but not wrong, one line each without
    /// `todo: ` (`'next week' went into the name after the date 'monday'; ...`).
    var warnings: [String] = []

    /// The operands before `--` (all of them without one), and those after it.
    var operandsSplitAtEnd: (before: [String], after: [String]) {
        let end = min(operandsBeforeEnd ?? operands.count, operands.count)
        return (Array(operands[..<end]), Array(operands[end...]))
    }
}
