/// The whole command line of `todo`, declared once: its options, its commands and the words
/// around them. The parser and the help read it; the man page and the shell completions are
/// meant to read it too, so it holds what they need (summaries, value names, operands).
struct CommandLineSpec: Sendable {
    let name: String
    let version: String
    /// What the program is, in a few words: the first line of its help.
    let tagline: String
    /// What `todo` alone, with no command, does.
    let aloneSummary: String
    let options: [OptionSpec]
    /// The heading over the options every command takes.
    let settingsHeading: String
    /// Paragraphs at the end of the general help.
    let notes: [String]

    static let todo = CommandLineSpec(
        name: "todo",
        version: "0.4.0",
        tagline: "what is due, in your terminal",
        aloneSummary: "the List screen on a terminal; `todo list` otherwise",
        options: OptionSpec.declared,
        settingsHeading: "Options for every command (an option beats its environment variable):",
        notes: [
            """
            Dates: today, tomorrow, fri, next fri, in 3 days, 2w, eod, eow, eonw, eom, eoy, \
            tonight, now, weekend, 15th, 2026-12-01, 1.12., dec 1, with an optional time: fri \
            9am, 9am fri, tomorrow 14:30, noon; several words need no quotes (--due next fri 9am).
            """,
            """
            Exit status: 0 done, 1 no such id, 64 bad command line, 65 unusable data file, \
            69 no vdirsyncer or pair (sync), 74 data file not readable or writable, 75 vdirsyncer \
            failed (sync), 70 internal error, 130 Ctrl-C.
            """,
        ])

    var commands: [CommandSpec] { CommandName.allCases.map(command) }

    func command(_ name: CommandName) -> CommandSpec { CommandSpec.declared(name) }

    func option(long: some StringProtocol) -> OptionSpec? {
        options.first { $0.long == long }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }

    /// `todo` alone is `todo list` when it is not on a terminal, so it takes list's options.
    func isAllowed(_ option: OptionSpec, for command: CommandName?) -> Bool {
        self.command(command ?? .list).takes(option)
    }
}
