/// How many columns text takes on a terminal, so that columns line up whatever the script.
///
/// A character (a grapheme cluster: what the cursor steps over) is as wide as its widest
/// Unicode scalar, and two columns when it asks for emoji presentation (`U+FE0F`). So an emoji
/// ZWJ sequence (👩‍💻), an emoji with a skin tone, a flag and a keycap are two columns, as
/// terminals that draw them as one picture show them; `e` with a combining acute is one. A scalar
/// is two columns when it is East Asian Wide or Fullwidth (CJK, kana, Hangul, emoji), none when
/// it is a combining mark or a zero-width character (`DisplayWidthTable`), and one otherwise, as
/// `wcwidth` has it. Control characters count as none: the views never write one raw.
package enum DisplayWidth {
    /// The columns `text` takes.
    package static func of(_ text: some StringProtocol) -> Int {
        if let width = asciiWidth(text.utf8) { return width }
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The columns `text` takes: `simpleWidth` where it knows, else character by character.
    ///
    /// Not generic, unlike the one above: called from another module, that one runs
    /// unspecialized, a witness-table call per byte (a `todo list` label such as
    /// `Sat 3 Oct ↻` cost 8,800 instructions, 43M at 100,000 items).
    package static func of(_ text: String) -> Int {
        simpleWidth(text) ?? graphemeWidth(text)
    }

    /// The columns `text` takes, added up character (grapheme cluster) by character: the rule
    /// itself, which `simpleWidth` must agree with.
    package static func graphemeWidth(_ text: String) -> Int {
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The width of text whose every scalar is simple: printable, and a character of its own
    /// whatever its neighbours (`simpleScalars`), so that the text's width is the sum of its
    /// scalars' widths, without working out where its characters begin and end. Nil for any
    /// other text: a control, a combining or spacing mark, a joiner, a variation selector, a
    /// regional indicator, a Hangul jamo or syllable, a script with marks.
    package static func simpleWidth(_ text: String) -> Int? {
        var width = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x7F {
                guard value >= 0x20 else { return nil }
                width += 1
            } else {
                guard simpleScalars.contains(value) else { return nil }
                width += value < 0x300 ? 1 : of(scalar)
            }
        }
        return width
    }

    /// Printable scalars beyond ASCII that are characters of their own: Unicode gives them the
    /// grapheme break property Other (or Control, for the soft hyphen, which is one column),
    /// so nothing before or after them joins them. Latin-1 and the Latin extensions, Greek,
    /// Cyrillic without its combining marks, punctuation, currency, letter-like symbols,
    /// number forms, arrows, mathematical and technical symbols, box drawing, shapes, dingbats,
    /// kana without the voicing marks, the CJK ideographs and the fullwidth forms. A test
    /// checks every one against the stdlib's characters and `graphemeWidth`.
    static let simpleScalars = UnicodeRanges([
        0xA0, 0x2FF, 0x370, 0x482, 0x48A, 0x52F, 0x2010, 0x2027, 0x2030, 0x205E, 0x20A0, 0x20C0,
        0x2100, 0x218B, 0x2190, 0x23FF, 0x2500, 0x27BF, 0x3041, 0x3096, 0x30A1, 0x30FA, 0x4E00, 0x9FFF,
        0xFF01, 0xFF60,
    ])

    package static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            width = max(width, scalar.value == 0xFE0F ? 2 : of(scalar))
        }
        return width
    }

    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Below U+0300 there is nothing wide and nothing zero-width but the controls.
        if value < 0x300 { return value < 0x20 || (0x7F...0x9F).contains(value) ? 0 : 1 }
        if DisplayWidthTable.zeroWidth.contains(value) { return 0 }
        return DisplayWidthTable.wide.contains(value) ? 2 : 1
    }

    /// The width of text that is all ASCII (a column for each printable byte); nil otherwise.
    private static func asciiWidth(_ utf8: some Collection<UInt8>) -> Int? {
        var width = 0
        for byte in utf8 {
            guard byte < 0x80 else { return nil }
            if byte >= 0x20 && byte != 0x7F { width += 1 }
        }
        return width
    }
}
