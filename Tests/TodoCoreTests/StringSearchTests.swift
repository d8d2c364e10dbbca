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
}
