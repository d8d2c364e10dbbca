import TodoCore
/// Reads the command line as `CommandLineSpec` declares it: options anywhere, `--opt VALUE`
/// and `--opt=VALUE`, `-d VALUE` and `-dVALUE`, and `--` to end options (so a name may begin
/// with `-`).
enum CommandLineParser {
    static func parse(_ arguments: [String], spec: CommandLineSpec = .todo) throws -> ParsedCommandLine {
        var parsed = ParsedCommandLine()
        var given: [OptionSpec] = []
        var words: [String] = []
        var index = 0
        var optionsEnded = false
        // Reported once the command is known, so that "did you mean" names one it takes.
        var unknown: String?
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                words.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            guard let (option, inlineValue) = self.option(for: argument, in: spec) else {
                if unknown == nil { unknown = argument }
                continue
            }
            given.append(option)
            switch option.value {
            case .flag(let field):
                if inlineValue != nil { throw TodoError.usage("\(option.flag) takes no value") }
                parsed[keyPath: field] = true
            case .text(let valueName, let field):
                if let inlineValue {
                    parsed[keyPath: field] = inlineValue
                } else if index < arguments.count {
                    parsed[keyPath: field] = arguments[index]
                    index += 1
                } else {
                    throw TodoError.usage("\(option.flag) needs a value (\(option.flag) \(valueName))")
                }
            }
        }
        let command = words.first.flatMap { CommandName(word: $0) }
        if let unknown { throw unknownOption(unknown, for: command, in: spec) }
        if let first = words.first {
            guard let command else { throw unknownCommand(first) }
            parsed.command = command
            parsed.operands = Array(words.dropFirst())
        }
        // By name, so that the same command line always names the same misplaced option.
        let misplaced = given.sorted { $0.long < $1.long }.first { !spec.isAllowed($0, for: parsed.command) }
        if let misplaced {
            throw TodoError.usage("\(misplaced.flag) does not go with 'todo \((parsed.command ?? .list).rawValue)'")
        }
        return parsed
    }

    /// The option `argument` names and its value, if glued to it; nil for an unknown option.
    private static func option(for argument: String, in spec: CommandLineSpec) -> (OptionSpec, String?)? {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = body[..<(equals ?? body.endIndex)]
            let value = equals.map { String(body[body.index(after: $0)...]) }
            guard let option = spec.option(long: name) else { return nil }
            return (option, value)
        }
        let body = argument.dropFirst()
        guard let letter = body.first, let option = spec.option(short: letter) else { return nil }
        let rest = body.dropFirst()
        if rest.isEmpty { return (option, nil) }
        guard option.takesValue else { return nil }
        // `-dfri` and `-d=fri` both mean `--due fri`.
        return (option, String(rest.hasPrefix("=") ? rest.dropFirst() : rest))
    }

    /// "Did you mean" looks first among the options `command` takes, then among all.
    private static func unknownOption(_ argument: String, for command: CommandName?, in spec: CommandLineSpec) -> TodoError {
        // `--dne=x` is reported as `--dne`, as before: the value is not part of the mistake.
        let option = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
        let shown = TerminalText.escaped(option)
        let taken = spec.options.filter { spec.isAllowed($0, for: command) }.map(\.flag)
        let hint = (Suggestion.nearest(to: option, in: taken) ?? Suggestion.nearest(to: option, in: spec.options.map(\.flag)))
            .map { "; did you mean '\($0)'?" } ?? "; see 'todo --help'"
        return TodoError.usage("unknown option '\(shown)'\(hint)")
    }

    private static func unknownCommand(_ word: String) -> TodoError {
        let shown = TerminalText.escaped(word)
        let hint = Suggestion.nearest(to: word, in: CommandName.words)
            .map { "; did you mean '\($0)'?" } ?? "; the commands are " + CommandName.listed
        return TodoError.usage("unknown command '\(shown)'\(hint)")
    }
}
