import Testing
import TodoCore

@Suite struct StringSearchTests {
    @Test(arguments: [
        ("it's", "'", "'\\''", "it'\\''s"), ("a:b:c", ":", "\\:", "a\\:b\\:c"), ("`x`", "`", "", "x"),
        ("none", "'", "x", "none"), ("", "'", "x", ""), ("café'", "'", "’", "café’"),
    ])
    func replacesEveryCharacter(text: String, character: String, replacement: String, expected: String) {
        #expect(text.replacingEvery(Character(character), with: replacement) == expected)
    }

    @Test(arguments: [
        ("buy milk", "milk", true), ("buy milk", "buy", true), ("buy milk", "y m", true), ("buy milk", "", true),
        ("buy milk", "milks", false), ("", "a", false), ("café au lait", "é a", true), ("mmilk", "milk", true),
        ("mil", "milk", false),
    ])
    func findsTextByteForByte(text: String, part: String, expected: Bool) {
        #expect(text.containsText(part) == expected)
    }

    @Test(arguments: [
        ("a\u{1B}[0mb\u{1B}[0m", "\u{1B}[0m", "X", "aXbX"), ("aaa", "aa", "b", "ba"), ("none", "x", "y", "none"),
        ("", "x", "y", ""), ("x", "", "y", "x"), ("café café", "é c", "E", "cafEafé"),
    ])
    func replacesEveryText(text: String, part: String, replacement: String, expected: String) {
        #expect(text.replacingText(part, with: replacement) == expected)
    }

    @Test(arguments: [("\u{1B}[2;1Ha\u{1B}[3;1Hb", ";1H", 2), ("aaaa", "aa", 2), ("abc", "", 0), ("ab", "abc", 0)])
    func countsTextNotOverlapping(text: String, part: String, expected: Int) {
        #expect(text.occurrences(of: part) == expected)
    }
}
