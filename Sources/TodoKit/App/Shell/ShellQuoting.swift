import TodoCore
/// Quoting words into the completion scripts, so that a help line with a quote in it cannot
/// end a string early.
enum ShellQuoting {
    /// `'it'\''s'`: a POSIX single-quoted word, for bash and zsh; a word of only safe
    /// characters (`--due`, `monday`) as it is, for a script that reads well.
    static func posix(_ word: String) -> String {
        if isSafe(word) { return word }
        return "'" + word.replacingEvery("'", with: #"'\''"#) + "'"
    }

    /// `'it\'s'`: fish reads `\'` and `\\` inside single quotes.
    static func fish(_ word: String) -> String {
        if isSafe(word) { return word }
        return "'" + word.replacingEvery("\\", with: #"\\"#).replacingEvery("'", with: #"\'"#) + "'"
    }

    private static func isSafe(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ",", ":", "+", "=", "@": true
            default: false
            }
        }
    }

    /// Help lines as descriptions: code spans lose their backticks, which mean nothing in a
    /// menu of completions.
    static func plain(_ help: String) -> String {
        help.replacingEvery("`", with: "")
    }
}
