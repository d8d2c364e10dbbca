import TodoCore
/// `todo completions zsh`: a completion function made from the declaration of the command
/// line, with each option's help and each item's name as descriptions.
///
/// zsh ships `_devtodo`, which claims `todo` too. Ours wins both ways README gives: as a file
/// named `_todo` earlier in `$fpath` (compinit keeps the first claim on a name), or sourced
/// after compinit (`compdef` then overrides).
struct ZshCompletionScript {
    let spec: CommandLineSpec

    var text: String {
        """
        #compdef \(spec.name)
        # zsh completion for \(spec.name). Made by `\(spec.name) completions zsh` from todo's declaration
        # of its command line. Install as _\(spec.name) in a folder of $fpath that comes before zsh's own
        # (PREFIX/share/zsh/site-functions), or for one session, after compinit:
        #   source <(\(spec.name) completions zsh)

        # The ids of the items that are $1 (open, done or all), their names as descriptions, from the
        # list that the settings on the line name. Uses _todo's locals.
        _todo_ids() {
          local -a ids
          local line
          for line in ${(f)"$("$todo" completions \(CompletionIDs.word) $1 "${settings[@]}" 2>/dev/null)"}; do
            # _describe reads a backslash in a description as an escape: double it.
            ids+=("${line%%$'\\t'*}:${${line#*$'\\t'}//\\\\/\\\\\\\\}")
          done
          _describe -V -t ids "${1/all/any} item" ids
        }

        _todo() {
          local todo=${(Q)words[1]} command= expect= ended= word cur=${words[CURRENT]} i
          local -a settings operands values described
          [[ $todo == \\~/* ]] && todo=$HOME/${todo#\\~/}
          for (( i = 2; i < CURRENT; i++ )); do
            word=${(Q)words[i]}
            [[ $word == \\~/* ]] && word=$HOME/${word#\\~/}
            if [[ -n $expect ]]; then
              case $expect in
                (\(patterns(spec.settingOptions.flatMap(\.spellings)))) settings+=("$expect=$word") ;;
              esac
              expect=
            elif [[ -n $ended || $word == - || $word != -* ]]; then
              if [[ -z $command ]]; then command=$word; else operands+=("$word"); fi
            elif [[ $word == -- ]]; then
              ended=1
            else
              case $word in
                (\(patterns(spec.valueOptionWords))) expect=$word ;;
                (\(spec.settingOptions.map { ShellQuoting.posix($0.flag + "=") + "*" }.joined(separator: "|"))) settings+=("$word") ;;
              esac
            fi
          done
          if [[ -z $expect && -z $ended && $cur == --*=* ]]; then
            expect=${cur%%=*}
            compset -P '*='
          fi
          if [[ -n $expect ]]; then
            case $expect in
        \(valueArms)
            esac
            return
          fi
          if [[ -z $ended && $cur == -* ]]; then
            case $command in
        \(optionArms)
            esac
            _describe -t options option described
            return
          fi
          if [[ -z $command ]]; then
            described=(\(commandDescriptions))
            _describe -t commands command described
            return
          fi
          case $command in
        \(operandArms)
          esac
        }

        if [[ $funcstack[1] == _todo ]]; then
          # Autoloaded from $fpath: this first call defined the functions; now complete.
          _todo "$@"
        else
          compdef _todo \(spec.name)
        fi

        """
    }

    private func patterns(_ words: [String]) -> String {
        words.map(ShellQuoting.posix).joined(separator: "|")
    }

    /// `'word:description'`: an entry for `_describe`, a colon in the word escaped.
    private func described(_ word: String, _ description: String) -> String {
        ShellQuoting.posix(word.replacingEvery(":", with: #"\:"#) + ":" + ShellQuoting.plain(description))
    }

    private var commandDescriptions: String {
        spec.commandWords.map {
            described($0.word, $0.word == $0.command.name.rawValue ? $0.command.summary : "\($0.command.summary) (\($0.command.name.rawValue))")
        }.joined(separator: " ")
    }

    /// What to offer after each option that takes a value; a command that offers other values
    /// for it (`add --due`) is asked about first.
    private var valueArms: String {
        spec.options.compactMap { option -> String? in
            guard let completion = option.completion else { return nil }
            let general = action(for: completion, repeats: true)
            let own = spec.completionsByCommand(for: option).map { group in
                "(\(patterns(group.commands.flatMap { [$0.name.rawValue] + $0.aliases }))) \(action(for: group.completion, repeats: true) ?? ":") ;;"
            }
            if own.isEmpty { return general.map { arm(patterns(option.spellings), $0) } }
            return arm(patterns(option.spellings), "case $command in " + own.joined(separator: " ")
                       + " (*) \(general ?? ":") ;; esac")
        }.joined(separator: "\n")
    }

    private var optionArms: String {
        let alone = [(pattern: "''", uses: spec.optionUses(for: nil))]
        let each = spec.commands.map { (pattern: patterns([$0.name.rawValue] + $0.aliases), uses: spec.optionUses(for: $0)) }
        return (alone + each).map { row in
            let entries = row.uses.flatMap { use in use.option.spellings.map { described($0, use.help) } }
            return arm(row.pattern, "described=(" + entries.joined(separator: " ") + ")")
        }.joined(separator: "\n")
    }

    private var operandArms: String {
        spec.commands.compactMap { command -> String? in
            guard let operand = command.operand,
                  let action = action(for: operand.completion, repeats: operand.repeats) else { return nil }
            return arm(patterns([command.name.rawValue] + command.aliases), action)
        }.joined(separator: "\n")
    }

    private func arm(_ pattern: String, _ action: String) -> String {
        "        (\(pattern)) \(action) ;;"
    }

    private func action(for completion: ValueCompletion, repeats: Bool) -> String? {
        let offer: String
        switch completion {
        case .text: return nil
        case .path: offer = "_files"
        case .directory: offer = "_files -/"
        case .dateWords, .weekday, .choices, .repeatRules:
            offer = "values=(" + completion.words.map(ShellQuoting.posix).joined(separator: " ")
                + "); compadd -V values -a values"
        case .commands:
            offer = "described=(\(commandDescriptions)); _describe -t commands command described"
        case .openItemIDs: offer = "_todo_ids open"
        case .doneItemIDs: offer = "_todo_ids done"
        case .itemIDs: offer = "_todo_ids all"
        }
        return repeats ? offer : "(( $#operands )) || { \(offer); }"
    }
}
