import Testing
@testable import TodoTerminal

/// Bytes as a terminal sends them, in one read or split across several, and the keys they are.
@Suite struct LineEditorKeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [LineEditorKey] {
        var decoder = LineEditorKeyDecoder()
        return bytes.compactMap { decoder.feed($0) }
    }

    private func keys(_ text: String) -> [LineEditorKey] { keys(Array(text.utf8)) }

    @Test(arguments: [
        ("\u{1B}[D", LineEditorKey.left), ("\u{1B}OD", .left), ("\u{1B}[C", .right), ("\u{1B}OC", .right),
        ("\u{1B}[A", .up), ("\u{1B}OA", .up), ("\u{1B}[B", .down), ("\u{1B}OB", .down),
        ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
        ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[3~", .delete), ("\u{1B}[1;5D", .left), ("\u{1B}[3;2~", .delete),
        ("\u{7F}", .backspace), ("\u{8}", .backspace), ("\r", .enter), ("\n", .enter),
        ("\u{1}", .home), ("\u{5}", .end), ("\u{2}", .left), ("\u{6}", .right), ("\u{10}", .up), ("\u{E}", .down),
        ("\u{B}", .deleteToEnd), ("\u{15}", .deleteToStart), ("\u{17}", .deleteWordBefore),
        ("\u{4}", .controlD), ("\u{3}", .interrupt), ("a", .text("a")), (" ", .text(" ")), ("~", .text("~")),
    ])
    func eachKeysBytes(bytes: String, key: LineEditorKey) {
        #expect(keys(bytes) == [key])
    }

    @Test(arguments: [
        ("é", "é"), ("日", "日"), ("😀", "😀"), ("\u{301}", "\u{301}"),
    ])
    func aUTF8CharacterIsOneKeyEvenSplitAcrossReads(text: String, key: String) {
        #expect(keys(text) == [.text(key)])
        // Fed one byte per read: the decoder keeps the partial character in between.
        var decoder = LineEditorKeyDecoder()
        var found: [LineEditorKey] = []
        for byte in text.utf8 {
            if let key = decoder.feed(byte) { found.append(key) }
        }
        #expect(found == [.text(key)])
    }

    @Test func unknownSequencesAndStrayBytesAreDroppedNeverTyped() {
        #expect(keys("\u{1B}[Z") == [.backTab])    // Shift-Tab: the List screen's
        #expect(keys("\u{1B}[15~") == [])          // F5
        #expect(keys("\u{1B}OP") == [])            // F1
        #expect(keys("\u{1B}[?1;2c") == [])        // a device attributes reply
        #expect(keys("\u{1B}x") == [])             // Alt-x
        #expect(keys("\u{1B}[201~") == [])         // a stray end of paste
        #expect(keys("\t\u{0}\u{7}\u{1A}") == [.tab])  // Tab, the List screen's; other controls dropped
        #expect(keys([0xFF, 0x80, 0xC3]) == [])    // not UTF-8
        #expect(keys([0xC3, 0x41]) == [.text("A")]) // a broken character; the byte after it counts
        #expect(keys("\u{1B}[15~ab\u{1B}[D") == [.text("a"), .text("b"), .left])
        #expect(keys("\u{1B}[" + String(repeating: "1", count: 40) + "~x") == [.text("x")])
        #expect(keys("\u{1B}[" + String(repeating: "0", count: 15) + "3~") == [.delete])
    }

    @Test func aBracketedPasteIsOneTextWithLineBreaksAsSpaces() {
        #expect(keys("\u{1B}[200~Buy milk\u{1B}[201~") == [.text("Buy milk")])
        #expect(keys("\u{1B}[200~買い物\r\n\u{1B}[D\u{3}\u{1B}[201~x") == [.text("買い物   [D "), .text("x")])
        #expect(keys("\u{1B}[200~\u{1B}[201~") == [])
    }
}

/// A lone Esc is a key once no byte follows it in time; a sequence cut short is dropped.
@Suite struct LineEditorKeyDecoderEscapeTests {
    @Test func aLoneEscIsAKeyWhenNothingFollows() {
        var decoder = LineEditorKeyDecoder()
        #expect(decoder.feed(0x1B) == nil)
        #expect(decoder.isMidSequence)
        #expect(decoder.timedOut() == .escape)
        #expect(!decoder.isMidSequence)
        #expect(decoder.feed(UInt8(ascii: "j")) == .text("j"))
        _ = decoder.feed(0x1B)
        _ = decoder.feed(UInt8(ascii: "["))
        #expect(decoder.timedOut() == nil)
        #expect(decoder.feed(UInt8(ascii: "B")) == .text("B"))
    }
}
