import Testing
@testable import TodoTerminal

/// `DisplayWidth.simpleWidth`, the shortcut that adds up scalars, against the rule itself
/// (`graphemeWidth`, character by character): it answers only for text where the two agree.
@Suite struct DisplayWidthSimpleTests {
    /// Text the shortcut leaves to the rule: what joins its neighbours, or is no character to show.
    @Test(arguments: [
        "e\u{301}", "Cafe\u{301} Mu\u{308}ller", "\u{301}", "a\u{20DD}", "\u{1F469}\u{200D}\u{1F4BB}",
        "\u{1F44D}\u{1F3FD}", "\u{1F1EB}\u{1F1F7}", "\u{1F1EB}", "\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}",
        "\u{1100}\u{1161}\u{11A8}", "\u{AC00}", "\u{D55C}\u{AE00}", "tab\there", "line\nbreak", "\r\n",
        "\u{7F}", "\u{85}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{5D0}\u{5B8}", "\u{915}\u{94D}\u{937}",
        "\u{E01}\u{E31}", "\u{3099}", "\u{304B}\u{3099}", "\u{FF76}\u{FF9E}", "\u{1F600}", "\u{E0067}",
    ])
    func joiningOrHiddenTextIsLeftToTheRule(text: String) {
        #expect(DisplayWidth.simpleWidth(text) == nil)
        #expect(DisplayWidth.of(text) == DisplayWidth.graphemeWidth(text))
    }

    /// Text the shortcut answers for, and what both give.
    @Test(arguments: [
        ("", 0), ("Pay the rent", 12), ("Reserve a table at Café Müller", 30), ("Défi: run 5 km", 14),
        ("Return library books — ask about the discount", 45), ("Sat 3 Oct \u{21BB}", 11),
        ("Ελληνικά", 8), ("Привет, мир", 11), ("€5 → 6 ≤ 7", 10), ("東京 tickets", 12), ("ひらがな", 8),
        ("カタカナ", 8), ("ＡＢＣ", 6), ("\u{231A} watch", 8), ("\u{2764} love", 6), ("┌─┐", 3),
        ("½ ™ №", 5), ("soft\u{AD}hyphen", 11), ("«quoted» ‘this’ “that”…", 23),
    ] as [(String, Int)])
    func simpleTextIsTheSumOfItsScalars(text: String, width: Int) {
        #expect(DisplayWidth.simpleWidth(text) == width)
        #expect(DisplayWidth.graphemeWidth(text) == width)
        #expect(DisplayWidth.of(text) == width)
    }

    /// Every scalar the shortcut takes: a character of its own beside itself, ASCII, a CJK
    /// ideograph and a Cyrillic letter on either side, and as wide alone as the rule says.
    @Test func everySimpleScalarIsACharacterOfItsOwn() throws {
        let bounds = DisplayWidth.simpleScalars.bounds
        let neighbours: [Unicode.Scalar] = ["a", "\u{4E00}", "\u{416}", "\u{2014}"]
        var checked = 0
        for pair in stride(from: 0, to: bounds.count, by: 2) {
            for value in bounds[pair]...bounds[pair + 1] {
                let scalar = try #require(Unicode.Scalar(value))
                let alone = String(scalar)
                let sameTwice = alone + alone
                guard DisplayWidth.simpleWidth(alone) == DisplayWidth.graphemeWidth(alone),
                      sameTwice.count == 2,
                      neighbours.allSatisfy({ (String($0) + alone).count == 2 && (alone + String($0)).count == 2 }) else {
                    Issue.record("U+\(String(value, radix: 16, uppercase: true)) is not simple")
                    continue
                }
                checked += 1
            }
        }
        #expect(checked == 23_885)
    }
}
