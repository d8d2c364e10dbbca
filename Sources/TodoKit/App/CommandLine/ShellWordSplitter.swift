import TodoCore
/// Splits a line into words as a POSIX shell does, without expanding anything: blanks
/// separate words; single quotes keep everything up to the next one; double quotes keep
/// everything, a backslash quoting only `$`, `` ` ``, `"`, `\` and a line break; outside
/// quotes a backslash quotes the next character. The List screen's `:` line is read so.
enum ShellWordSplitter {
    static func words(of line: String) throws -> [String] {
        var words: [String] = []
        var word = ""
        // A word may be empty (`''`): whether one has begun, not what it holds, decides.
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw notClosed("'") }
                    if next == "'" { break }
                    word.append(next)
                }
            case "\"":
                inWord = true
                try readDoubleQuoted(into: &word, from: &characters)
            case "\\":
                guard let next = characters.next() else {
                    throw TodoError.usage(#"the command line ends with a \ that quotes nothing"#)
                }
                inWord = true
                if next != "\n" { word.append(next) }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }

    private static func readDoubleQuoted(into word: inout String, from characters: inout String.Iterator) throws {
        while true {
            guard let next = characters.next() else { throw notClosed("\"") }
            switch next {
            case "\"": return
            case "\\":
                guard let quoted = characters.next() else { throw notClosed("\"") }
                switch quoted {
                case "$", "`", "\"", "\\": word.append(quoted)
                case "\n": break
                default: word += "\\" + String(quoted)
                }
            default: word.append(next)
            }
        }
    }

    private static func notClosed(_ quote: String) -> TodoError {
        TodoError.usage("the command line has a \(quote) that is not closed")
    }
}
