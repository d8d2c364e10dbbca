/// The words of an item's name that mean something, as in todo.txt: `+tag` (a project) and
/// `@context`. They stay part of the name; nothing else stores them.
package enum NameWords {
    /// The `+tags` of `name`, in order, without the `+`, lower-cased: `Call +Home @phone +x`
    /// gives `["home", "x"]`. A tag is a word (a run of characters between white space) that
    /// starts with `+` and has more after it; a tag named twice is given twice.
    package static func tags(in name: String) -> [String] {
        // Most names hold no `+` at all: one pass over the bytes, and no array is made.
        guard holdsPlus(name) else { return [] }
        return words(of: name, marked: "+")
    }

    /// Whether `name` holds a `+`, read through a `Span`: `utf8.contains` steps through the
    /// view's iterator, which at 100,000 names cost `todo list --json` 40M more instructions.
    private static func holdsPlus(_ name: String) -> Bool {
        let bytes = name.utf8Span.span
        for index in bytes.indices where bytes[index] == UInt8(ascii: "+") { return true }
        return false
    }

    /// The words of `name` that start with `mark` (`+` or `@`), without it, lower-cased.
    package static func words(of name: String, marked mark: Character) -> [String] {
        name.split(whereSeparator: \.isWhitespace).compactMap { word in
            guard word.first == mark, word.count > 1 else { return nil }
            return word.dropFirst().lowercased()
        }
    }
}
