/// `todo completions fish`: `complete` lines made from the declaration of the command line,
/// one per command and option, each with its help as the description; item ids are asked of
/// `todo` at each TAB, with their names.
struct FishCompletionScript {
    let spec: CommandLineSpec

    var text: String {
        """
        # fish completion for \(spec.name). Made by `\(spec.name) completions fish` from todo's declaration
        # of its command line. Install as PREFIX/share/fish/vendor_completions.d/\(spec.name).fish, or
        # for one session:  \(spec.name) completions fish | source

        # What the line before the cursor says, one per line: the command (- for none), how
        # many operands follow it, then the settings to pass on to `\(spec.name) completions \(CompletionIDs.word)`.
        function __todo_scan
            set -l words (commandline -opc)
            set -e words[1]
            set -l command -
            set -l count 0
            set -l expect
            set -l ended
            set -l settings
            for word in $words
                if test -n "$expect"
                    if contains -- $expect \(words(spec.settingOptions.flatMap(\.spellings)))
                        set -a settings "$expect="(string replace -r '^~/' "$HOME/" -- $word)
                    end
                    set expect
                else if test -n "$ended"; or test "$word" = -; or not string match -q -- '-*' $word
                    if test $command = -
                        set command $word
                    else
                        set count (math $count + 1)
                    end
                else if test "$word" = --
                    set ended 1
                else if contains -- $word \(words(spec.valueOptionWords))
                    set expect $word
                else if string match -q -r -- \(ShellQuoting.fish(settingsPattern)) $word
                    set -a settings $word
                end
            end
            printf '%s\\n' $command $count $settings
        end

        # Whether the command on the line is one of the arguments (- for none yet).
        function __todo_using
            contains -- (__todo_scan)[1] $argv
        end

        # Whether an operand of one of the commands after $argv[1] comes next: any number of
        # them (many), or the first and only one (one).
        function __todo_operand
            set -l state (__todo_scan)
            contains -- $state[1] $argv[2..-1]; or return 1
            test $argv[1] = many; or test $state[2] = 0
        end

        # ID<TAB>NAME of the items that are $argv[1] (open, done or all), from the list that the
        # settings on the line name.
        function __todo_ids
            set -l settings (__todo_scan)
            set -e settings[1..2]
            set -l todo (string replace -r '^~/' "$HOME/" -- (commandline -opc)[1])
            $todo completions \(CompletionIDs.word) $argv[1] $settings 2>/dev/null
        end

        complete -c \(spec.name) -f
        \(lines.joined(separator: "\n"))

        """
    }

    private var settingsPattern: String {
        "^(" + spec.settingOptions.map(\.flag).joined(separator: "|") + ")="
    }

    private func words(_ words: [String]) -> String {
        words.map(ShellQuoting.fish).joined(separator: " ")
    }

    private var lines: [String] {
        commandLines + optionLines + operandLines
    }

    private func complete(_ parts: String...) -> String {
        (["complete -c " + spec.name] + parts.filter { !$0.isEmpty }).joined(separator: " ")
    }

    private func condition(_ function: String, _ arguments: [String]) -> String {
        "-n " + ShellQuoting.fish(([function] + arguments.map(ShellQuoting.fish)).joined(separator: " "))
    }

    private func description(_ help: String) -> String {
        "-d " + ShellQuoting.fish(ShellQuoting.plain(help))
    }

    private func commandLines(when condition: String) -> [String] {
        spec.commandWords.map { word in
            let summary = word.command.summary + (word.word == word.command.name.rawValue ? "" : " (\(word.command.name.rawValue))")
            return complete(condition, "-a " + ShellQuoting.fish(word.word), description(summary))
        }
    }

    private var commandLines: [String] {
        commandLines(when: condition("__todo_using", ["-"]))
    }

    /// Options every command takes, once; each command's own, with the help that fits it.
    private var optionLines: [String] {
        let everywhere = spec.options.filter(\.isTakenByEveryCommand).map { option(CommandSpec.OptionUse($0), when: "") }
        let own = ([nil] + spec.commands.map(Optional.some)).flatMap { command -> [String] in
            let words = command.map { [$0.name.rawValue] + $0.aliases } ?? ["-"]
            let uses = command?.options ?? spec.command(.list).options
            return uses.map { option($0, when: condition("__todo_using", words)) }
        }
        return everywhere + own
    }

    private func option(_ use: CommandSpec.OptionUse, when condition: String) -> String {
        let option = use.option
        let names = (option.short.map { "-s \($0)" } ?? "") + (option.short == nil ? "" : " ") + "-l " + option.long
        return complete(condition, names, values(use.completion), description(use.help))
    }

    /// The flags of `complete` that say what an option's value completes to.
    private func values(_ completion: ValueCompletion?) -> String {
        guard let completion else { return "" }
        switch completion {
        case .text, .openItemIDs, .doneItemIDs, .itemIDs, .commands: return "-x"
        case .path: return "-r -F"
        case .directory: return "-x -a " + ShellQuoting.fish("(__fish_complete_directories (commandline -ct))")
        case .dateWords, .weekday, .choices, .repeatRules: return "-x -k -a " + ShellQuoting.fish(words(completion.words))
        }
    }

    private var operandLines: [String] {
        spec.commands.flatMap { command -> [String] in
            guard let operand = command.operand else { return [] }
            let when = condition("__todo_operand", [operand.repeats ? "many" : "one", command.name.rawValue] + command.aliases)
            switch operand.completion {
            case .text: return []
            case .path: return [complete(when, "-F")]
            case .directory: return [complete(when, "-a " + ShellQuoting.fish("(__fish_complete_directories (commandline -ct))"))]
            case .dateWords, .weekday, .choices, .repeatRules:
                return [complete(when, "-k -a " + ShellQuoting.fish(words(operand.completion.words)))]
            case .commands: return commandLines(when: when)
            case .openItemIDs: return [complete(when, "-k -a " + ShellQuoting.fish("(__todo_ids open)"))]
            case .doneItemIDs: return [complete(when, "-k -a " + ShellQuoting.fish("(__todo_ids done)"))]
            case .itemIDs: return [complete(when, "-k -a " + ShellQuoting.fish("(__todo_ids all)"))]
            }
        }
    }
}
