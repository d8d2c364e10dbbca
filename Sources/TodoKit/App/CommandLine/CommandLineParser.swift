import TodoCore
/// Reads the command line as `CommandLineSpec` declares it: options anywhere, `--opt VALUE`
/// and `--opt=VALUE`, `-d VALUE` and `-dVALUE`, and `--` to end options (so a name may begin
/// with `-`). Arguments are read as UTF-8 text, except a path's value, which keeps its bytes.
/// It holds each command to the operand counts its `OperandSpec` declares, so that no module
/// checks them again.
enum CommandLineParser {
    /// `canAsk`: the program runs on a terminal, where a screen asks for an operand that
    /// declares so (`todo add` alone opens the Add screen).
    static func parse(_ arguments: [String], spec: CommandLineSpec = .todo, canAsk: Bool = false) throws -> ParsedCommandLine {
        try parse(bytes: arguments.map { Array($0.utf8) }, spec: spec, canAsk: canAsk)
    }

    static func parse(bytes: [[UInt8]], spec: CommandLineSpec = .todo, canAsk: Bool = false) throws -> ParsedCommandLine {
        let arguments = bytes.map { String(decoding: $0, as: UTF8.self) }
        var parsed = ParsedCommandLine()
        var given: [OptionSpec] = []
        var words: [String] = []
        var index = 0
        var optionsEnded = false
        // How many words (the command's among them) stood before `--`.
        var wordsBeforeEnd: Int?
        // Answered once the command is known, so that "did you mean" offers only its options.
        var unknown: String?
        // The DATEs given, as read: `edit` names the last one when words are left after it.
        var dates: [(text: String, wordsBefore: Int)] = []
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                words.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                wordsBeforeEnd = words.count
                continue
            }
            guard let (option, inlineValue) = try self.option(for: argument, in: spec) else {
                unknown = unknown ?? argument
                continue
            }
            given.append(option)
            switch option.value {
            case .flag(let field):
                if inlineValue != nil { throw TodoError.usage("\(option.flag) takes no value") }
                parsed[flag: field] = true
            case .text(_, let field):
                let text = try value(of: option, inline: inlineValue, in: bytes, at: &index).text
                // `--due=VALUE` (and `-dVALUE`) takes VALUE alone.
                parsed[text: field] = option.takesDateWords && inlineValue == nil
                    ? dateWords(startingWith: text, in: arguments, at: &index, warnings: &parsed.warnings) : text
                if option.takesDateWords { dates.append((parsed[text: field] ?? text, words.count)) }
            case .texts(_, let field):
                parsed[texts: field].append(try value(of: option, inline: inlineValue, in: bytes, at: &index).text)
            case .path(_, let field):
                parsed[path: field] = FilePath(bytes: try value(of: option, inline: inlineValue, in: bytes, at: &index).bytes)
            }
        }
        let command = words.first.flatMap { CommandName(word: $0) }
        if let unknown {
            // With no command word, `todo` runs `list`: its options are the ones to suggest.
            throw unknownOption(unknown, for: words.isEmpty ? spec.command(.list) : command.map(spec.command), in: spec)
        }
        if let first = words.first {
            guard let command else { throw unknownCommand(first) }
            parsed.command = command
            parsed.operands = Array(words.dropFirst())
            // A `--` before the command word puts every operand after it.
            parsed.operandsBeforeEnd = wordsBeforeEnd.map { max(0, $0 - 1) }
        }
        // By name, so that the same command line always names the same misplaced option.
        let misplaced = given.sorted { $0.long < $1.long }.first { !spec.isAllowed($0, for: parsed.command) }
        if let misplaced {
            throw TodoError.usage("\(misplaced.flag) does not go with 'todo \((parsed.command ?? .list).rawValue)'")
        }
        if parsed.command == .edit, let date = dates.last {
            // The operands after the DATE: those of the words that came after it (the first word is the command).
            try checkNothingLeft(after: date.text, in: parsed.operands.dropFirst(max(1, date.wordsBefore - 1)))
        }
        // Help and the version answer without running the command, so they need no operands.
        if let command = parsed.command, !parsed.help && !parsed.version {
            try spec.command(command).checkOperands(parsed.operands, canAsk: canAsk)
        }
        return parsed
    }

    /// An option's value, inline (`--due=fri`, `-dfri`) or the next argument, as text and as
    /// the bytes given. `index` is just past the option's own argument, and moves past a value
    /// taken from the next one.
    private static func value(of option: OptionSpec, inline: String?, in bytes: [[UInt8]],
                              at index: inout Int) throws -> (text: String, bytes: ArraySlice<UInt8>) {
        if let inline {
            // What comes before an inline value (`--file=`, `-d`) is ASCII, as long in bytes
            // as in text, so the value's bytes are the rest of the argument's.
            let argument = bytes[index - 1]
            let prefixLength = String(decoding: argument, as: UTF8.self).utf8.count - inline.utf8.count
            return (inline, argument.dropFirst(prefixLength))
        }
        guard index < bytes.count else {
            throw TodoError.usage("\(option.flag) needs a value (\(option.flag) \(option.valueName ?? ""))")
        }
        defer { index += 1 }
        return (String(decoding: bytes[index], as: UTF8.self), bytes[index][...])
    }

    /// The option `argument` names, and its value when written in the same word; nil for an
    /// option the spec does not have.
    private static func option(for argument: String, in spec: CommandLineSpec) throws -> (OptionSpec, String?)? {
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

    /// The nearest option that `command` takes (any option when the command is not known).
    private static func unknownOption(_ argument: String, for command: CommandSpec?, in spec: CommandLineSpec) -> TodoError {
        // `--dne=x` is reported as `--dne`: the value is not part of the mistake.
        let option = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
        let shown = TerminalText.escaped(option)
        let candidates = spec.options.filter { option in command.map { $0.takes(option) } ?? true }
        let hint = Suggestion.nearest(to: option, in: candidates.map(\.flag))
            .map { "; did you mean '\($0)'?" } ?? "; see 'todo --help'"
        return TodoError.usage("unknown option '\(shown)'\(hint)")
    }

    private static func unknownCommand(_ word: String) -> TodoError {
        let shown = TerminalText.escaped(word)
        // Another tool's word for a command beats the nearest spelling of one.
        let hint = (CounterpartCommand.counterpart(of: word) ?? Suggestion.nearest(to: word, in: CommandName.words))
            .map { "; did you mean '\($0)'?" } ?? "; the commands are " + CommandName.listed
        return TodoError.usage("unknown command '\(shown)'\(hint)")
    }
}
