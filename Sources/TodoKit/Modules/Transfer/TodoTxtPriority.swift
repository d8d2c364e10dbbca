import TodoCore
/// todo.txt's priorities, `(A)` to `(Z)`, as `todo`'s three: `A` high, `B` medium, `C` to `Z`
/// low; written back as `A`, `B` and `C`.
enum TodoTxtPriority {
    /// The priority of a letter `A` to `Z`; nil for anything else.
    static func priority(_ letter: Character) -> Priority? {
        guard let ascii = letter.asciiValue, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii) else { return nil }
        switch letter {
        case "A": return .high
        case "B": return .medium
        default: return .low
        }
    }

    static func letter(_ priority: Priority) -> Character {
        switch priority {
        case .high: "A"
        case .medium: "B"
        case .low: "C"
        }
    }

    /// The priority a word `(A)` gives; nil for any other word.
    static func priority(word: String) -> Priority? {
        let characters = Array(word)
        guard characters.count == 3, characters[0] == "(", characters[2] == ")" else { return nil }
        return priority(characters[1])
    }

    /// The priority a `pri:A` word gives (how todo.txt programs keep a done task's priority).
    static func priority(key word: String) -> Priority? {
        guard word.hasPrefix("pri:"), word.count == 5, let letter = word.last else { return nil }
        return priority(letter)
    }
}
