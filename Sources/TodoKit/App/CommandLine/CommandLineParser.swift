import TodoCore
/// Reads the command line: options anywhere, `--opt VALUE` and `--opt=VALUE`, `-d VALUE`,
/// and `--` to end options (so a name may begin with `-`).
enum CommandLineParser {
    static func parse(_ arguments: [String]) throws -> ParsedCommandLine {
        var parsed = ParsedCommandLine()
        var words: [String] = []
        var index = 0
        var optionsEnded = false
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
            let (spec, inlineValue) = try option(for: argument)
            if spec.takesValue {
                if let inlineValue {
                    parsed.options[spec.name] = inlineValue
                } else if index < arguments.count {
                    parsed.options[spec.name] = arguments[index]
                    index += 1
                } else {
                    throw TodoError.usage("\(display(spec)) needs a value (\(display(spec)) \(spec.valueName ?? "VALUE"))")
                }
            } else {
                if inlineValue != nil { throw TodoError.usage("\(display(spec)) takes no value") }
                parsed.options[spec.name] = ""
            }
        }
        if let first = words.first {
            guard let command = CommandName(rawValue: first) else {
                throw unknownCommand(first)
            }
            parsed.command = command
            parsed.operands = Array(words.dropFirst())
        }
        for name in parsed.options.keys.sorted() {
            guard let spec = OptionSpec.named(name), !spec.isAllowed(for: parsed.command) else { continue }
            throw TodoError.usage("\(display(spec)) does not go with 'todo \((parsed.command ?? .list).rawValue)'")
        }
        return parsed
    }

    private static func option(for argument: String) throws -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = body[..<(equals ?? body.endIndex)]
            let value = equals.map { String(body[body.index(after: $0)...]) }
            guard let spec = OptionSpec.named(name) else { throw unknownOption("--" + name) }
            return (spec, value)
        }
        let body = argument.dropFirst()
        guard let letter = body.first, let spec = OptionSpec.short(letter) else { throw unknownOption(argument) }
        let rest = body.dropFirst()
        if rest.isEmpty { return (spec, nil) }
        guard spec.takesValue else { throw unknownOption(argument) }
        // `-dfri` and `-d=fri` both mean `--due fri`.
        return (spec, String(rest.hasPrefix("=") ? rest.dropFirst() : rest))
    }

    static func display(_ spec: OptionSpec) -> String { "--" + spec.name }

    private static func unknownOption(_ option: String) -> TodoError {
        let shown = TerminalText.escaped(option)
        let names = OptionSpec.all.map { "--" + $0.name }
        let hint = Suggestion.nearest(to: option, in: names).map { "; did you mean '\($0)'?" } ?? "; see 'todo --help'"
        return TodoError.usage("unknown option '\(shown)'\(hint)")
    }

    private static func unknownCommand(_ word: String) -> TodoError {
        let shown = TerminalText.escaped(word)
        let hint = Suggestion.nearest(to: word, in: CommandName.allCases.map(\.rawValue))
            .map { "; did you mean '\($0)'?" } ?? "; the commands are list, add, done, reopen, rm, edit, help"
        return TodoError.usage("unknown command '\(shown)'\(hint)")
    }
}
