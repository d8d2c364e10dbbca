import TodoCore
/// One command-line option, declared once: the parser, the help and (later) the man page and
/// the shell completions all read this value, so they cannot disagree about an option.
struct OptionSpec: Sendable, Hashable {
    /// Where the parser puts the option's value: a field of `ParsedCommandLine`, named by a
    /// case of its own (see `ParsedCommandLine+Field`), so that a command reads a typed field.
    enum Value: Sendable, Hashable {
        case flag(ParsedCommandLine.Flag)
        case text(name: String, ParsedCommandLine.TextField)
        /// A value that may be given again and again (`--untag a --untag b`): each adds one.
        case texts(name: String, ParsedCommandLine.TextsField)
        /// A path: the argument's bytes as given, never re-encoded as text.
        case path(name: String, ParsedCommandLine.PathField)
    }

    /// Which commands take the option, and what it does to the run.
    enum Role: Sendable, Hashable {
        /// Taken by every command (and `todo` alone): a setting such as `--file`.
        case setting
        /// Taken by every command, and answered instead of running it: `--help`, `--version`.
        case query
        /// Taken only by the commands whose declaration lists it.
        case commandOption
    }

    let long: String
    let short: Character?
    let value: Value
    /// One line on what the option does; a command may say it more precisely in its own help.
    let help: String
    let role: Role
    /// What a shell offers for the option's value; nil for a flag (and for a value option
    /// not yet told, which `CommandLineSpecTests` catches).
    let completion: ValueCompletion?
    /// The value is a DATE, which may be several words without quotes (`--due tomorrow 5pm`):
    /// see `CommandLineParser+DateWords`.
    let takesDateWords: Bool

    init(long: String, short: Character? = nil, value: Value, help: String, role: Role,
         completion: ValueCompletion? = nil, takesDateWords: Bool = false) {
        self.long = long
        self.short = short
        self.value = value
        self.help = help
        self.role = role
        self.completion = completion
        self.takesDateWords = takesDateWords
    }

    var takesValue: Bool { valueName != nil }

    var valueName: String? {
        switch value {
        case .flag: nil
        case .text(let name, _), .texts(let name, _), .path(let name, _): name
        }
    }

    var isTakenByEveryCommand: Bool { role != .commandOption }

    /// `--due`: the name messages use.
    var flag: String { "--" + long }

    /// `-d, --due DATE`: the option as help shows it.
    var label: String {
        let names = short.map { "-\($0), " } ?? ""
        return names + flag + (valueName.map { " " + $0 } ?? "")
    }

    /// `[--due DATE]`: the option as a synopsis shows it.
    var synopsis: String { "[" + flag + (valueName.map { " " + $0 } ?? "") + "]" + (repeats ? "..." : "") }

    /// Whether each time it is given adds a value, rather than the last one winning.
    var repeats: Bool {
        if case .texts = value { return true }
        return false
    }
}
