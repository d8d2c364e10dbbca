/// `todo completions bash`: a completion function made from the declaration of the command
/// line. Fixed words are written into the script; item ids are asked of `todo` at each TAB.
struct BashCompletionScript {
    let spec: CommandLineSpec

    var text: String {
        """
        # bash completion for \(spec.name)                                -*- shell-script -*-
        # Made by `\(spec.name) completions bash` from todo's declaration of its command line.
        # Install as PREFIX/share/bash-completion/completions/\(spec.name), or for one session:
        #   source <(\(spec.name) completions bash)

        # Adds to COMPREPLY each word after the first that begins with it ($1), a space in a
        # word escaped so that it stays one word.
        _todo_offer() {
            local cur=$1 word
            shift
            for word; do
                word=${word// /\\\\ }
                [[ $word == "$cur"* ]] && COMPREPLY+=("$word")
            done
        }

        # The word as the shell will pass it: simple quotes taken off, a leading ~/ expanded.
        _todo_dequote() {
            local word=$1
            case $word in
                \\'*\\'|\\"*\\") word=${word:1:${#word}-2} ;;
                *) word=${word//\\\\ / } ;;
            esac
            [[ $word == \\~/* ]] && word=$HOME/${word#\\~/}
            printf '%s' "$word"
        }

        # The ids of the items that are $1 (open, done or all), from the list that the settings on
        # the line name, leaving out the ids already on the line. Uses _todo's locals.
        # The output is taken whole, then split: `read` and `mapfile` take a pipe a byte at a
        # time, 300,000 system calls for 10,000 items; and compgen filters in C, not in a loop.
        _todo_ids() {
            local -a lines ids taken=()
            local out id exclude= extglob=1
            out=$("$todo" completions \(CompletionIDs.word) "$1" "${settings[@]}" 2>/dev/null)
            [[ -n $out ]] || return 0
            mapfile -t lines <<< "$out"
            ids=("${lines[@]%%$'\\t'*}")
            for id in "${operands[@]}"; do
                [[ $id =~ ^[0-9]+$ ]] && taken+=("$id")
            done
            if (( ${#taken[@]} == 0 )) && [[ -z $cur ]]; then
                COMPREPLY+=("${ids[@]}")
                return 0
            fi
            (( ${#taken[@]} )) && exclude=$(IFS='|'; printf '@(%s)' "${taken[*]}")
            shopt -q extglob || { extglob=0; shopt -s extglob; }
            COMPREPLY+=($(compgen -W "${ids[*]}" -X "$exclude" -- "$cur"))
            (( extglob )) || shopt -u extglob
        }

        _todo() {
            local cur=${COMP_WORDS[COMP_CWORD]} todo command= expect= ended= word i
            local -a settings=() operands=()
            todo=$(_todo_dequote "${COMP_WORDS[0]}")
            [[ $todo == */* ]] || type -P "$todo" >/dev/null || todo=\(spec.name)
            COMPREPLY=()
            for (( i = 1; i < COMP_CWORD; i++ )); do
                word=${COMP_WORDS[i]}
                if [[ -n $expect ]]; then
                    # bash splits --file=PATH at the '=' into three words.
                    [[ $word == = ]] && continue
                    case $expect in
                        \(patterns(spec.settingOptions.flatMap(\.spellings))))
                            settings+=("$expect=$(_todo_dequote "$word")") ;;
                    esac
                    expect=
                elif [[ -n $ended || $word == - || $word != -* ]]; then
                    if [[ -z $command ]]; then command=$word; else operands+=("$word"); fi
                elif [[ $word == -- ]]; then
                    ended=1
                else
                    case $word in
                        \(patterns(spec.valueOptionWords))) expect=$word ;;
                    esac
                fi
            done
            [[ -n $expect && $cur == = ]] && cur=
            if [[ -n $expect ]]; then
                case $expect in
        \(valueArms)
                esac
                return 0
            fi
            if [[ -z $ended && $cur == -* ]]; then
                case $command in
        \(optionArms)
                esac
                return 0
            fi
            if [[ -z $command ]]; then
                _todo_offer "$cur" \(words(spec.commandWords.map(\.word)))
                return 0
            fi
            case $command in
        \(operandArms)
            esac
            return 0
        }

        complete -F _todo \(spec.name)

        """
    }

    private func patterns(_ words: [String]) -> String {
        words.map(ShellQuoting.posix).joined(separator: "|")
    }

    private func words(_ words: [String]) -> String {
        words.map(ShellQuoting.posix).joined(separator: " ")
    }

    /// What to offer after each option that takes a value; a command that offers other values
    /// for it (`add --due`) is asked about first.
    private var valueArms: String {
        spec.options.compactMap { option -> String? in
            guard let completion = option.completion else { return nil }
            let general = action(for: completion, repeats: true)
            let own = spec.completionsByCommand(for: option).map { group in
                "\(patterns(group.commands.flatMap { [$0.name.rawValue] + $0.aliases }))) \(action(for: group.completion, repeats: true) ?? ":") ;;"
            }
            if own.isEmpty { return general.map { arm(patterns(option.spellings), $0) } }
            return arm(patterns(option.spellings), "case $command in " + own.joined(separator: " ")
                       + " *) \(general ?? ":") ;; esac")
        }.joined(separator: "\n")
    }

    /// The options of each command, and of `todo` alone.
    private var optionArms: String {
        let alone = arm("''", "_todo_offer \"$cur\" " + words(spec.optionUses(for: nil).map(\.option.flag)))
        return ([alone] + spec.commands.map { command in
            let names = [command.name.rawValue] + command.aliases
            return arm(patterns(names), "_todo_offer \"$cur\" " + words(spec.optionUses(for: command).map(\.option.flag)))
        }).joined(separator: "\n")
    }

    /// What each command's operands complete to.
    private var operandArms: String {
        spec.commands.compactMap { command -> String? in
            guard let operand = command.operand,
                  let action = action(for: operand.completion, repeats: operand.repeats) else { return nil }
            return arm(patterns([command.name.rawValue] + command.aliases), action, indent: 8)
        }.joined(separator: "\n")
    }

    private func arm(_ pattern: String, _ action: String, indent: Int = 12) -> String {
        String(repeating: " ", count: indent) + "\(pattern)) \(action) ;;"
    }

    /// The shell code that offers a `completion`; an operand that does not repeat is offered
    /// only while none is on the line.
    private func action(for completion: ValueCompletion, repeats: Bool) -> String? {
        let offer: String
        switch completion {
        case .text: return nil
        case .path: offer = #"compopt -o filenames 2>/dev/null; mapfile -t -O ${#COMPREPLY[@]} COMPREPLY < <(compgen -f -- "$cur")"#
        case .directory: offer = #"compopt -o filenames 2>/dev/null; mapfile -t -O ${#COMPREPLY[@]} COMPREPLY < <(compgen -d -- "$cur")"#
        case .dateWords, .weekday, .choices, .repeatRules: offer = "_todo_offer \"$cur\" " + words(completion.words)
        case .commands: offer = "_todo_offer \"$cur\" " + words(spec.commandWords.map(\.word))
        case .openItemIDs: offer = "_todo_ids open"
        case .doneItemIDs: offer = "_todo_ids done"
        case .itemIDs: offer = "_todo_ids all"
        }
        return repeats ? offer : "(( ${#operands[@]} )) || { \(offer); }"
    }
}
