/// What every completion script reads from the declaration, in one place, so that the three
/// shells offer the same words.
extension CommandLineSpec {
    /// A word that names a command (its name or an alias), and the command.
    struct CommandWord {
        let word: String
        let command: CommandSpec
    }

    /// Every command's name, then its aliases, in the synopsis's order.
    var commandWords: [CommandWord] {
        commands.flatMap { command in
            ([command.name.rawValue] + command.aliases).map { CommandWord(word: $0, command: command) }
        }
    }

    /// `--file`, `-d`, `--due`: every way of writing an option that takes the next word as
    /// its value, which a script must step over when it looks for the command.
    var valueOptionWords: [String] {
        options.filter(\.takesValue).flatMap(\.spellings)
    }

    /// The options every command takes that decide where the items are (and the other
    /// settings): a script passes those on the line to `todo completions ids`, so that the ids
    /// come from the list the command will act on.
    var settingOptions: [OptionSpec] {
        options.filter { $0.role == .setting }
    }

    /// The options `command` takes (nil: `todo` alone, which takes those of `list`), with the
    /// help that fits it: its own first, then those every command takes.
    func optionUses(for command: CommandSpec?) -> [CommandSpec.OptionUse] {
        let own = (command ?? self.command(.list)).options
        return own + options.filter(\.isTakenByEveryCommand).map { CommandSpec.OptionUse($0) }
    }

    /// The commands whose values for `option` differ from the option's own (`add --due`),
    /// grouped by what they offer instead, in the synopsis's order: the scripts that key values
    /// by option alone ask `$command` first for these.
    func completionsByCommand(for option: OptionSpec) -> [(commands: [CommandSpec], completion: ValueCompletion)] {
        var groups: [(commands: [CommandSpec], completion: ValueCompletion)] = []
        for command in commands {
            guard let use = command.options.first(where: { $0.option == option }), let completion = use.completion,
                  completion != option.completion else { continue }
            if let index = groups.firstIndex(where: { $0.completion == completion }) {
                groups[index].commands.append(command)
            } else {
                groups.append(([command], completion))
            }
        }
        return groups
    }

    /// The commands that take an option, for the scripts that key options by command.
    func commands(taking option: OptionSpec) -> [CommandSpec] {
        commands.filter { $0.takes(option) }
    }
}

extension OptionSpec {
    /// `-d` and `--due`; `--file` alone when there is no short name.
    var spellings: [String] {
        (short.map { ["-\($0)"] } ?? []) + [flag]
    }
}
