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
