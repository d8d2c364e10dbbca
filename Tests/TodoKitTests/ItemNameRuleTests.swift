import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ItemNameRuleTests {
    @Test(arguments: [
        ("Buy milk", "Buy milk"),
        ("  Buy milk  ", "Buy milk"),
        ("\t\nBuy milk\r\n", "Buy milk"),
        ("Buy  milk", "Buy  milk"),
        ("\u{0B}\u{0C}Buy\u{0B}", "Buy"),
        ("\u{A0}Buy\u{2003}\u{3000}", "Buy"),
        ("\u{85}Buy\u{85}", "Buy"),
        ("a\u{A0}b", "a\u{A0}b"),
        ("Café ☕️ 日本 👩‍💻", "Café ☕️ 日本 👩‍💻"),
        ("-n", "-n"),
        ("~", "~"),
    ])
    func theNameIsStoredTrimmedOfWhiteSpaceAtBothEnds(name: String, stored: String) throws {
        #expect(try ItemNameRule.validated(name) == stored)
    }

    @Test(arguments: ["", " ", "   ", "\t", "\n", " \t\r\n ", "\u{A0}\u{3000}"])
    func anEmptyOrBlankNameIsAUsageError(name: String) {
        #expect(throws: TodoError(.usage, "the name is empty")) { try ItemNameRule.validated(name) }
    }

    @Test(arguments: [
        ("a\u{0}b", "\\u{0}"),
        ("Buy\tmilk", "\\u{9}"),
        ("Buy\nmilk", "\\u{A}"),
        ("Buy\u{1B}[31m", "\\u{1B}"),
        ("Buy milk\u{1F}", "\\u{1F}"),
        ("\u{1C}Buy", "\\u{1C}"),
        ("Buy\u{7F}", "\\u{7F}"),
        ("Buy\u{80}", "\\u{80}"),
        ("Buy\u{85}milk", "\\u{85}"),
        ("Buy\u{9F}", "\\u{9F}"),
        ("a\u{7}b\u{1B}c", "\\u{7}"),
    ])
    func aControlCharacterIsAUsageErrorNamingIt(name: String, shown: String) {
        #expect(throws: TodoError(.usage, "the name contains a control character (\(shown))")) {
            try ItemNameRule.validated(name)
        }
    }

    /// Bidirectional formatting characters are not control characters to the contract: a name
    /// may hold them, and the views escape them.
    @Test func bidiCharactersAreAllowed() throws {
        #expect(try ItemNameRule.validated("abc\u{202E}def") == "abc\u{202E}def")
    }

    /// The rule refuses exactly `ControlCharacters` (whose own tests pin the set down).
    @Test func refusesExactlyTheControlCharacters() {
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var name = "a"
            name.unicodeScalars.append(scalar)
            name += "b"
            let isRefused = (try? ItemNameRule.validated(name)) == nil
            #expect(isRefused == ControlCharacters.contains(scalar), "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test func trimmingWhiteSpace() {
        #expect(" \t a b \n".trimmingWhiteSpace() == "a b")
        #expect("   ".trimmingWhiteSpace() == "")
        #expect("".trimmingWhiteSpace() == "")
        #expect("x".trimmingWhiteSpace() == "x")
    }
}
