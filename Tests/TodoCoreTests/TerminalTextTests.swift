import Testing
@testable import TodoCore
import TodoTestSupport

@Suite struct TerminalTextTests {
    // MARK: Escaping

    @Test(arguments: [
        ("Buy milk", "Buy milk"),
        ("", ""),
        ("Bell\u{7}", "Bell\\u{7}"),
        ("\u{0}", "\\u{0}"),
        ("\u{1B}[2J\u{1B}[31mred", "\\u{1B}[2J\\u{1B}[31mred"),
        ("line\r\nbreak\ttab", "line\\u{D}\\u{A}break\\u{9}tab"),
        ("del\u{7F}", "del\\u{7F}"),
        ("csi\u{9B}31m", "csi\\u{9B}31m"),
        ("nel\u{85}", "nel\\u{85}"),
        ("abc\u{202E}cba", "abc\\u{202E}cba"),
        ("\u{061C}\u{200E}\u{200F}", "\\u{61C}\\u{200E}\\u{200F}"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
        ("Café 日本 👩‍💻 \u{A0}", "Café 日本 👩‍💻 \u{A0}"),
        ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
        ("日本\u{2028}", "日本\\u{2028}"),
    ])
    func escapedShowsControlAndBidiCharactersAsSwiftEscapes(text: String, shown: String) {
        #expect(TerminalText.escaped(text) == shown)
    }

    @Test func escapedTextHoldsNoCharacterThatNeedsEscaping() {
        let everyScalar = (0...0x20FF).compactMap(Unicode.Scalar.init).map(Character.init)
        let escaped = TerminalText.escaped(String(everyScalar))
        #expect(!escaped.unicodeScalars.contains(where: TerminalText.needsEscape))
    }

    @Test(arguments: [
        (0x00, true), (0x1F, true), (0x20, false), (0x7E, false), (0x7F, true), (0x80, true), (0x9F, true),
        (0xA0, false), (0x061B, false), (0x061C, true), (0x061D, false), (0x200D, false), (0x200E, true),
        (0x200F, true), (0x2010, false), (0x2027, false), (0x2028, true), (0x2029, true), (0x202A, true), (0x202E, true), (0x202F, false),
        (0x2065, false), (0x2066, true), (0x2069, true), (0x206A, false),
    ] as [(UInt32, Bool)])
    func needsEscapeBoundaries(value: UInt32, needsEscape: Bool) throws {
        #expect(TerminalText.needsEscape(try #require(Unicode.Scalar(value))) == needsEscape)
    }
}
