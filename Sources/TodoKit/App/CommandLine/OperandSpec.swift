/// The words a command takes after its name that are not options: ids, a name, a help topic.
struct OperandSpec: Sendable, Hashable {
    /// `ID`, `NAME`, `COMMAND`: what help calls the operand.
    let name: String
    let repeats: Bool
    let isOptional: Bool
    /// Whether a word of it may begin with `-` (a name may): then only `--` lets it through.
    let mayBeginWithDash: Bool
    /// What a shell offers for it.
    let completion: ValueCompletion
    /// Whether a screen asks for it when it is left out on a terminal (the Add screen asks for
    /// the NAME of `todo add`), so that only elsewhere is leaving it out a mistake.
    let isAskedOnTerminal: Bool
    /// Whether its words are joined into one value (the words of a NAME), so that a message
    /// asks for one of it rather than for at least one.
    let joinsWords: Bool
    /// Whether `+tag` and `@context` words may follow it (`todo edit ID +home`), beyond its
    /// own count.
    let takesTagWords: Bool
    /// How many words it takes exactly (`todo merge FILE FILE`), when that is fixed; it then repeats.
    let count: Int?

    init(name: String, repeats: Bool = false, isOptional: Bool = false, mayBeginWithDash: Bool = false,
         completion: ValueCompletion = .text, isAskedOnTerminal: Bool = false, joinsWords: Bool = false,
         takesTagWords: Bool = false, count: Int? = nil) {
        self.takesTagWords = takesTagWords
        self.count = count
        self.name = name
        self.repeats = repeats || count != nil
        self.isOptional = isOptional
        self.mayBeginWithDash = mayBeginWithDash
        self.completion = completion
        self.isAskedOnTerminal = isAskedOnTerminal
        self.joinsWords = joinsWords
    }

    /// `ID...`, `[COMMAND]`, `[--] NAME...`: the operand as a synopsis shows it.
    var synopsis: String {
        let word = count.map { Array(repeating: name, count: $0).joined(separator: " ") } ?? name + (repeats ? "..." : "")
        let shown = (isOptional ? "[" + word + "]" : word) + (takesTagWords ? " [+TAG|@CONTEXT...]" : "")
        return mayBeginWithDash ? "[--] " + shown : shown
    }
}
