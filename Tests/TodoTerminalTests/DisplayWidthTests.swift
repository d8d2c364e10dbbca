import Testing
@testable import TodoCore
@testable import TodoTerminal

/// The width table against characters picked from each range it holds (and from just outside),
/// against the standard library's own Unicode data, and the widths of strings in several scripts.
@Suite struct DisplayWidthTests {
    /// Samples per range: first and last of a block, a character inside it, the one next to it.
    @Test(arguments: [
        // ASCII, Latin, Greek, Cyrillic, Hebrew, Arabic: one column.
        (0x20, 1), (0x41, 1), (0x7E, 1), (0xA0, 1), (0xAD, 1), (0xE9, 1), (0x2FF, 1), (0x3A9, 1), (0x436, 1),
        (0x5D0, 1), (0x628, 1), (0x600, 1), (0x6DD, 1), (0x93E, 1), (0xFF61, 1), (0xFFE8, 1), (0x2010, 1),
        (0x2026, 1), (0x263A, 1), (0x2764, 1), (0x1F10D, 1), (0xE01F0, 1), (0x3FFFE, 1), (0x10FFFD, 1),
        // Controls: none (they are always escaped before they are measured).
        (0x00, 0), (0x1F, 0), (0x7F, 0), (0x85, 0), (0x9F, 0),
        // Combining and enclosing marks, variation selectors, zero-width format characters: none.
        (0x300, 0), (0x301, 0), (0x36F, 0), (0x483, 0), (0x489, 0), (0x591, 0), (0x5BD, 0), (0x610, 0),
        (0x64B, 0), (0x670, 0), (0x900, 0), (0x93C, 0), (0x94D, 0), (0xE31, 0), (0xECE, 0), (0x1160, 0),
        (0x11FF, 0), (0x1AB0, 0), (0x1DC0, 0), (0x1DFF, 0), (0x200B, 0), (0x200C, 0), (0x200D, 0),
        (0x2060, 0), (0x2064, 0), (0x20D0, 0), (0x20DD, 0), (0x20E3, 0), (0x20F0, 0), (0x302A, 0),
        (0x3099, 0), (0xD7B0, 0), (0xD7FF, 0), (0xFE00, 0), (0xFE0F, 0), (0xFE20, 0), (0xFE2F, 0),
        (0xFEFF, 0), (0x10EFD, 0), (0x11F00, 0), (0x13440, 0), (0x1D167, 0), (0x1E4EC, 0), (0xE0001, 0),
        (0xE0020, 0), (0xE007F, 0), (0xE0100, 0), (0xE01EF, 0),
        // East Asian Wide and Fullwidth, emoji: two columns.
        (0x1100, 2), (0x115F, 2), (0x231A, 2), (0x23F0, 2), (0x2614, 2), (0x26A1, 2), (0x2705, 2), (0x2B50, 2),
        (0x2E80, 2), (0x2FFC, 2), (0x2FFF, 2), (0x3000, 2), (0x3001, 2), (0x3041, 2), (0x30A2, 2), (0x31EF, 2),
        (0x3400, 2), (0x4DBF, 2), (0x4E00, 2), (0x725B, 2), (0x9FFF, 2), (0xA000, 2), (0xAC00, 2), (0xD7A3, 2),
        (0xF900, 2), (0xFAFF, 2), (0xFE10, 2), (0xFE30, 2), (0xFF01, 2), (0xFF21, 2), (0xFF60, 2), (0xFFE0, 2),
        (0xFFE6, 2), (0x16FE0, 2), (0x17000, 2), (0x1B000, 2), (0x1B132, 2), (0x1B155, 2), (0x1F004, 2),
        (0x1F1E6, 2), (0x1F1FF, 2), (0x1F300, 2), (0x1F389, 2), (0x1F3FB, 2), (0x1F600, 2), (0x1F64F, 2),
        (0x1F680, 2), (0x1F6DC, 2), (0x1F7E0, 2), (0x1F90C, 2), (0x1F9FF, 2), (0x1FA75, 2), (0x1FAE8, 2),
        (0x1FAF8, 2), (0x20000, 2), (0x2A6DF, 2), (0x2EBF0, 2), (0x2FFFD, 2), (0x30000, 2), (0x31350, 2),
        (0x3FFFD, 2),
    ] as [(UInt32, Int)])
    func aScalarsWidthIsItsRanges(value: UInt32, width: Int) throws {
        #expect(DisplayWidth.of(try #require(Unicode.Scalar(value))) == width)
    }

    /// Every character the standard library knows to Unicode 15.1: zero columns exactly for the
    /// marks, the format characters and the Hangul medial and final jamo, two for every emoji
    /// with emoji presentation.
    @Test func theTableAgreesWithTheStandardLibrarysUnicodeData() {
        let drawnFormatCharacters: Set<UInt32> = [0xAD, 0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F,
                                                  0x890, 0x891, 0x8E2, 0x110BD, 0x110CD]
        var checked = 0
        for value in UInt32(0x300)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                  age.major < 15 || (age.major == 15 && age.minor <= 1) else { continue }
            checked += 1
            let category = scalar.properties.generalCategory
            let zero = [.nonspacingMark, .enclosingMark].contains(category)
                || (category == .format && !drawnFormatCharacters.contains(value))
                || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
            #expect((DisplayWidth.of(scalar) == 0) == zero, "U+\(String(value, radix: 16, uppercase: true))")
            if scalar.properties.isEmojiPresentation {
                #expect(DisplayWidth.of(scalar) == 2, "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(checked > 140_000)
    }

    @Test func theRangesAreSortedAndApart() {
        for table in [DisplayWidthTable.zeroWidth, DisplayWidthTable.wide] {
            #expect(table.bounds.count % 2 == 0)
            for index in table.bounds.indices.dropFirst() {
                // Within a pair the last is at least the first; between pairs a gap of one or more.
                let gap: UInt32 = index % 2 == 1 ? 0 : 2
                #expect(table.bounds[index] >= table.bounds[index - 1] + gap, "at \(index)")
            }
        }
    }

    @Test(arguments: [
        ("", 0), ("Buy milk", 8), ("tab\there", 7), ("Café", 4), ("e\u{301}", 1), ("Cafe\u{301} au lait", 12),
        ("買い物: 牛乳と卵と パン", 23), ("日本語", 6), ("ｶﾀｶﾅ", 4), ("ＡＢ", 4), ("한국어", 6),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("😀", 2), ("Party 🎉!", 9), ("👍🏽", 2), ("👩‍💻", 2),
        ("👨‍👩‍👧", 2), ("🇯🇵🇩🇪", 4), ("❤️", 2), ("❤", 1), ("1\u{FE0F}\u{20E3}", 2),
        ("zero\u{200B}width\u{200D}", 9), ("a\u{20DD}", 1), ("\u{301}", 0), ("Ω≠ж", 3),
    ])
    func aStringsWidthIsTheSumOfItsCharacters(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
        #expect(DisplayWidth.of(Substring(text)) == width)
    }
}
