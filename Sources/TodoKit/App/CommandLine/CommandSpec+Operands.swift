import TodoCore
/// The operand counts that `OperandSpec` declares, checked in one place with one wording.
/// A message that shows how the command is used shows its synopsis, so that no usage line is
/// written by hand, and none goes stale when an option is added.
extension CommandSpec {
    /// Throws `TodoError.usage` when `operands` are too few or too many for this command.
    /// With `canAsk` (on a terminal), an operand that a screen asks for may be left out.
    func checkOperands(_ operands: [String], canAsk: Bool) throws {
        if let form = hiddenForm, operands.first == form.word {
            let words = "todo \(name.rawValue) \(form.word)"
            return try Self.check(Array(operands.dropFirst()), against: form.operand, words: words,
                                  synopsis: words + " " + form.operand.synopsis, hint: nil, canAsk: false)
        }
        try Self.check(operands, against: operand, words: "todo \(name.rawValue)", synopsis: synopsis,
                       hint: extraOperandHint, canAsk: canAsk)
    }

    /// `todo add needs a NAME: todo add ... [--] NAME...`: what a command line that leaves out
    /// the operand is told (also by a view that would have asked for it on a terminal).
    var missingOperand: TodoError {
        Self.missing(operand ?? OperandSpec(name: "operand"), words: "todo \(name.rawValue)", synopsis: synopsis)
    }

    /// `words`: the command as the message names it (`todo edit`, `todo completions ids`).
    /// `synopsis` is made only for a message: a command line that is right needs none, and
    /// making it was a tenth of what `todo list` spent in todo's own code (issue 24).
    private static func check(_ operands: [String], against operand: OperandSpec?, words: @autoclosure () -> String,
                              synopsis: @autoclosure () -> String, hint: String?, canAsk: Bool) throws {
        guard let operand else {
            guard let extra = operands.first else { return }
            throw TodoError.usage("\(words()) takes no operands, not '\(TerminalText.escaped(extra))'" + tail(hint))
        }
        if operands.isEmpty && !operand.isOptional && !(canAsk && operand.isAskedOnTerminal) {
            throw missing(operand, words: words(), synopsis: synopsis())
        }
        // `todo edit 4 +home @phone`: the tag words after the one ID are not more IDs.
        let counted = operand.takesTagWords ? [operands.first].compactMap { $0 }
            + operands.dropFirst().filter { !NameTagEdit.isTagWord($0) } : operands
        if let count = operand.count, counted.count != count, !counted.isEmpty {
            throw TodoError.usage("\(words()) takes \(count) \(operand.name)s, not \(counted.count): \(synopsis())" + tail(hint))
        }
        if counted.count > 1 && !operand.repeats {
            throw TodoError.usage("\(words()) takes one \(operand.name), not \(counted.count): \(synopsis())" + tail(hint))
        }
    }

    /// `; quote a name that has spaces`: the hint as the end of a message.
    private static func tail(_ hint: String?) -> String {
        hint.map { "; " + $0 } ?? ""
    }

    private static func missing(_ operand: OperandSpec, words: String, synopsis: String) -> TodoError {
        let amount = operand.repeats && !operand.joinsWords ? "at least one" : article(operand.name)
        return TodoError.usage("\(words) needs \(amount) \(operand.name)\(choices(operand)): \(synopsis)")
    }

    /// `an ID`, `a NAME`: the article as the placeholder is read aloud.
    private static func article(_ placeholder: String) -> String {
        placeholder.first.map("AEIOU".contains) == true ? "an" : "a"
    }

    /// ` (bash, zsh or fish)`: the words an operand of fixed choices takes, when it has them.
    private static func choices(_ operand: OperandSpec) -> String {
        guard case .choices(let words) = operand.completion, let last = words.last else { return "" }
        let listed = words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
        return " (" + listed + ")"
    }
}
