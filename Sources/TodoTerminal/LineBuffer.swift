import TodoCore
/// The line being typed, as characters (grapheme clusters), and the cursor between them: the
/// cursor moves and deletes a whole character, never part of one.
struct LineBuffer: Equatable {
    private(set) var characters: [Character] = []
    /// How many characters are before the cursor.
    private(set) var cursor = 0

    init(_ text: String = "") {
        replace(with: text)
    }

    var text: String { String(characters) }
    /// Display columns before the cursor, and of the whole line.
    var widthBeforeCursor: Int { DisplayWidth.of(String(characters[..<cursor])) }
    var width: Int { DisplayWidth.of(text) }

    /// `text` at the cursor, and the cursor after it. The line is taken apart into characters
    /// again, since a combining mark typed after a letter joins it.
    mutating func insert(_ inserted: String) {
        let before = String(characters[..<cursor]) + inserted
        let all = Array(before + String(characters[cursor...]))
        characters = all
        cursor = min(before.count, all.count)
    }

    mutating func replace(with text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    mutating func moveLeft() { cursor = max(cursor - 1, 0) }
    mutating func moveRight() { cursor = min(cursor + 1, characters.count) }
    mutating func moveHome() { cursor = 0 }
    mutating func moveEnd() { cursor = characters.count }

    mutating func deleteBefore() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteAtCursor() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    mutating func deleteToStart() {
        characters.removeSubrange(..<cursor)
        cursor = 0
    }

    /// As a shell's Ctrl-W: the spaces just before the cursor, then the word before them.
    mutating func deleteWordBefore() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}
