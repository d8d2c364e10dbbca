import Testing
@testable import TodoTerminal

/// UTF-8 or not, as the C library reads the locale variables; and the ASCII symbols otherwise.
@Suite struct LocaleCharsetTests {
    @Test(arguments: [
        ([:], false),
        (["LANG": "en_US.UTF-8"], true),
        (["LANG": "de_DE.utf8"], true),
        (["LANG": "C"], false),
        (["LANG": "POSIX"], false),
        (["LANG": "C.UTF-8"], true),
        (["LANG": "en_US.ISO-8859-1"], false),
        (["LANG": "abcdefghijkl"], false),
        (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
        (["LC_ALL": "", "LC_CTYPE": "ja_JP.UTF-8", "LANG": "C"], true),
        (["LC_CTYPE": "C", "LANG": "en_US.UTF-8"], false),
        (["LC_ALL": "fr_FR.UTF-8", "LC_CTYPE": "C"], true),
    ] as [([String: String], Bool)])
    func theFirstNonEmptyVariableDecides(environment: [String: String], isUTF8: Bool) {
        #expect(LocaleCharset.isUTF8(environment: environment) == isUTF8)
    }

    @Test func symbolsAreASCIIOnlyWhereTheLocaleIsNotUTF8() {
        let text = "a add · d ID done · q quit > \"99999…\" café"
        #expect(TextStyle(isEnabled: false, isUTF8: true).symbols(text) == text)
        #expect(TextStyle(isEnabled: false, isUTF8: false).symbols(text) == "a add - d ID done - q quit > \"99999...\" café")
        #expect(TextStyle(isEnabled: false, isUTF8: false).ellipsis == "...")
        #expect(TextStyle(isEnabled: false).ellipsis == "…")
    }
}
