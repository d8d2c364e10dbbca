/// A word as a POSIX shell command line must spell it to mean exactly that word: the hint
/// line's `todo list +home 'milk & eggs' --all` can be copied and run as it stands.
enum ShellWord {
    /// Characters that need no quoting anywhere in a word.
    private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+@%_.,:/=-".unicodeScalars)

    /// `word` itself when it holds nothing a shell reads specially, else in single quotes
    /// (a single quote inside written as `'\''`).
    static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy(plain.contains) { return word }
        return "'" + word.replacingAll("'", with: #"'\''"#) + "'"
    }
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
