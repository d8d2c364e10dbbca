/// One command, declared once: what it does, which options and operands it takes, and the
/// words its help shows. The parser, `todo COMMAND --help` and `todo --help` all read it.
struct CommandSpec: Sendable {
    /// An option as one command takes it, with the help line and the values to offer that
    /// fit that command (`add --due` offers no past date; `edit --due` does).
    struct OptionUse: Sendable {
        let option: OptionSpec
        let help: String
        let completion: ValueCompletion?

        init(_ option: OptionSpec, help: String? = nil, completion: ValueCompletion? = nil) {
            self.option = option
            self.help = help ?? option.help
            self.completion = completion ?? option.completion
        }
    }

    /// A command line to copy, and what to know before running it.
    struct Example: Sendable {
        let command: String
        let note: String?

        init(_ command: String, note: String? = nil) {
            self.command = command
            self.note = note
        }
    }

    /// A form of the command that help leaves out, because only the completion scripts use
    /// it (`todo completions ids STATE`): the word that starts it and the operand after it.
    struct HiddenForm: Sendable {
        let word: String
        let operand: OperandSpec
    }

    let name: CommandName
    /// Other words that name the command (`ls` for `list`): the parser takes them, help shows them.
    let aliases: [String]
    /// What the command does, in a few words, for the list of commands.
    let summary: String
    /// Paragraphs shown before the options.
    let description: [String]
    /// Only the options this command takes beyond those every command takes.
    let options: [OptionUse]
    let operand: OperandSpec?
    /// Paragraphs shown after the options: made when help is shown, not when the command's
    /// declaration is (every run reads `add`'s to parse its command line, and `add`'s notes,
    /// made from the date words and the inline attributes, cost 320,000 instructions).
    var notes: [String] { makeNotes() }
    private let makeNotes: @Sendable () -> [String]
    let examples: [Example]
    /// What to add to the message about operands it does not take: the likely cause (`edit`'s
    /// words of an unquoted name) or what to do instead.
    let extraOperandHint: String?
    let hiddenForm: HiddenForm?

    init(name: CommandName, aliases: [String] = [], summary: String, description: [String] = [],
         options: [OptionUse] = [], operand: OperandSpec? = nil,
         notes: @autoclosure @escaping @Sendable () -> [String] = [], examples: [Example] = [],
         extraOperandHint: String? = nil, hiddenForm: HiddenForm? = nil) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.description = description
        self.options = options
        self.operand = operand
        makeNotes = notes
        self.examples = examples
        self.extraOperandHint = extraOperandHint
        self.hiddenForm = hiddenForm
    }

    /// `todo done ID... [--json]`. Operands that may begin with `-` come last, after `[--]`,
    /// because that is the only place they can stand; other operands come first.
    var synopsis: String {
        synopsis(calling: name.rawValue)
    }

    /// The synopsis with `word` (the name or an alias) as the command.
    func synopsis(calling word: String) -> String {
        let options = self.options.map(\.option.synopsis)
        let operand = self.operand.map { [$0.synopsis] } ?? []
        let parts = self.operand?.mayBeginWithDash == true ? options + operand : operand + options
        return (["todo", word] + parts).joined(separator: " ")
    }

    func takes(_ option: OptionSpec) -> Bool {
        option.isTakenByEveryCommand || options.contains { $0.option == option }
    }
}
