/// The control characters: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F), which is
/// Unicode's category Cc.
///
/// Defined once, here, because several rules must agree on it: an item name may hold none
/// (`ItemNameRule`), a terminal is never sent one raw (`TerminalText`, which adds the bidi
/// controls), and JSON text escapes every one (`JSONWriter`, and the data file's canonical
/// reader, which takes only what the writer writes). The byte-level fast paths that test for
/// these characters say so, and their tests check them against `contains`.
package enum ControlCharacters {
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
