import Testing
import TodoCore
@testable import TodoTerminal

/// The width half of `TerminalText`: cutting and padding to display columns.
@Suite struct TerminalTextWidthTests {
    @Test(arguments: [
        ("Buy milk", 9, "Buy milk"),
        ("Buy milk", 8, "Buy milk"),
        ("Buy milk", 7, "Buy mi…"),
        ("Buy milk", 2, "B…"),
        ("Buy milk", 1, "…"),
        ("Buy milk", 0, ""),
        ("Buy milk", -5, ""),
        ("Buy milk", Int.min, ""),
        ("", 0, ""),
        ("👩‍💻👩‍💻👩‍💻", 6, "👩‍💻👩‍💻👩‍💻"),
        ("👩‍💻👩‍💻👩‍💻", 5, "👩‍💻👩‍💻…"),
        ("👩‍💻👩‍💻👩‍💻", 4, "👩‍💻…"),
        ("👩‍💻👩‍💻👩‍💻", 3, "👩‍💻…"),
        ("👩‍💻👩‍💻👩‍💻", 2, "…"),
        ("e\u{301}e\u{301}e\u{301}", 3, "e\u{301}e\u{301}e\u{301}"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ("買い物: 牛乳と卵と パン", 23, "買い物: 牛乳と卵と パン"),
        ("買い物: 牛乳と卵と パン", 13, "買い物: 牛乳…"),
        ("買い物: 牛乳と卵と パン", 12, "買い物: 牛…"),
        ("買い物: 牛乳と卵と パン", 11, "買い物: 牛…"),
    ])
    func truncatedCutsToTheWidthEndingInAnEllipsis(text: String, width: Int, cut: String) {
        #expect(TerminalText.truncated(text, toWidth: width) == cut)
    }

    /// Where the locale is not UTF-8 the ellipsis is three dots, and takes three columns.
    @Test(arguments: [
        ("Buy milk", 8, "Buy milk"), ("Buy milk", 7, "Buy ..."), ("Buy milk", 4, "B..."), ("Buy milk", 3, "..."),
        ("Buy milk", 2, ".."), ("Buy milk", 0, ""), ("日本語", 5, "日..."), ("日本語", 4, "..."), ("日本語", 6, "日本語"),
    ])
    func truncatedTakesAnyEllipsis(text: String, width: Int, cut: String) {
        #expect(TerminalText.truncated(text, toWidth: width, ellipsis: "...") == cut)
    }

    // MARK: Padding

    @Test(arguments: [("ab", 4, "ab  "), ("ab", 2, "ab"), ("abcd", 2, "abcd"), ("ab", -1, "ab"), ("", 3, "   "),
                      ("日本", 6, "日本  "), ("e\u{301}", 3, "e\u{301}  ")])
    func paddedFillsWithSpacesToTheWidth(text: String, width: Int, padded: String) {
        #expect(TerminalText.padded(text, toWidth: width) == padded)
    }
}
