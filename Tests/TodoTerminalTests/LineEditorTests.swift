import Testing
@testable import TodoTerminal

/// The line editor driven by the bytes of each key: the line it ends with, the cursor, the
/// history, and the bytes that redraw the prompt line.
@Suite struct LineEditorTests {
    /// Feeds `typed`, stopping at the first outcome: the outcome and the editor as it is then.
    private func type(_ typed: String, history: [String] = [], prompt: String = "> ") -> (LineEditor.Outcome?, LineEditor) {
        var editor = LineEditor(prompt: prompt, history: history)
        for byte in typed.utf8 {
            if let outcome = editor.feed(byte) { return (outcome, editor) }
        }
        return (nil, editor)
    }

    private func line(_ typed: String, history: [String] = []) -> LineEditor.Outcome? {
        type(typed + "\r", history: history).0
    }

    private let left = "\u{1B}[D", right = "\u{1B}[C", up = "\u{1B}[A", down = "\u{1B}[B"

    @Test func eachKey() {
        #expect(line("abc") == .line("abc"))
        #expect(line("abc" + left + left + "X") == .line("aXbc"))
        #expect(line("abc\u{1B}OD\u{1B}ODX") == .line("aXbc"))
        #expect(line("abc" + left + left + right + "X") == .line("abXc"))
        #expect(line("abc\u{1B}[HX") == .line("Xabc"))
        #expect(line("abc\u{1B}[1~X\u{1B}[4~Y") == .line("XabcY"))
        #expect(line("abc\u{1B}OH\u{1B}OFY") == .line("abcY"))
        #expect(line("abc\u{1}X\u{5}Y") == .line("XabcY"))
        #expect(line("abc\u{7F}") == .line("ab"))
        #expect(line("abc\u{8}\u{8}") == .line("a"))
        #expect(line("abc" + left + left + "\u{1B}[3~") == .line("ac"))
        #expect(line("abc" + left + "\u{1B}[3~\u{1B}[3~") == .line("ab"))
        #expect(line("abcdef" + left + left + left + "\u{B}") == .line("abc"))
        #expect(line("abcdef" + left + left + "\u{15}") == .line("ef"))
        #expect(line("buy  milk now  \u{17}") == .line("buy  milk "))
        #expect(line("buy milk" + left + left + "\u{17}") == .line("buy lk"))
        #expect(line("\u{7F}\u{1B}[3~" + left + right + "\u{17}\u{15}\u{B}") == .line(""))
        #expect(line("abc\n") == .line("abc"))
    }

    @Test func controlDEndsAnEmptyLineAndDeletesInAnyOther() {
        #expect(type("\u{4}").0 == .endOfInput)
        #expect(line("abc" + left + left + "\u{4}") == .line("ac"))
        #expect(line("abc\u{4}") == .line("abc"))
        #expect(type("abc\u{15}\u{4}").0 == .endOfInput)
    }

    @Test func controlCInterruptsWhateverIsTyped() {
        #expect(type("\u{3}").0 == .interrupt)
        #expect(type("half a na\u{3}me\r").0 == .interrupt)
    }

    @Test func wideAndCombiningCharactersAreOneStepEach() {
        #expect(line("日本語" + left + "X") == .line("日本X語"))
        #expect(line("e\u{301}e\u{301}" + left + "X") == .line("e\u{301}Xe\u{301}"))
        #expect(line("ab😀" + left + "\u{7F}") == .line("a😀"))
        #expect(line("👩‍💻x" + left + left + "\u{1B}[3~") == .line("x"))
        #expect(line("\u{1B}[200~買い物: 牛乳\u{1B}[201~" + left + left + "\u{7F}") == .line("買い物:牛乳"))
    }

    @Test func upAndDownGoThroughTheSessionsLines() {
        let history = ["a", "d 3", "Call mum"]
        #expect(line(up, history: history) == .line("Call mum"))
        #expect(line(up + up, history: history) == .line("d 3"))
        #expect(line(up + up + up + up + up, history: history) == .line("a"))
        #expect(line(up + up + down, history: history) == .line("Call mum"))
        #expect(line("draft" + up + down, history: history) == .line("draft"))
        #expect(line("draft" + down + down, history: history) == .line("draft"))
        #expect(line(up + "!", history: history) == .line("Call mum!"))
        #expect(line("\u{10}\u{10}\u{E}", history: history) == .line("Call mum"))
        #expect(line(up) == .line(""))
    }

    @Test func unknownSequencesAreNeverTyped() {
        #expect(line("a\u{1B}[Zb\u{1B}[15~c\u{1B}OPd\u{1B}xe\t") == .line("abcde"))
    }

    @Test func pastedTextIsTypedAsItIs() {
        #expect(line("\u{1B}[200~Buy milk, eggs\u{1B}[201~") == .line("Buy milk, eggs"))
        // A paste that ends with a line break does not end the line: the break is a space.
        #expect(line("x\u{1B}[200~a\rb\u{1B}[201~") == .line("xa b"))
        // Without bracketed paste, a chunk of text is typed a character at a time.
        #expect(line("Buy 牛乳 😀 now") == .line("Buy 牛乳 😀 now"))
    }

    // MARK: Redraw

    private func drawn(_ typed: String, prompt: String = "> ", columns: Int?) -> String {
        var editor = type(typed, prompt: prompt).1
        return String(decoding: editor.redraw(columns: columns), as: UTF8.self)
    }

    @Test func aRedrawWritesThePromptAndLineThenPlacesTheCursor() {
        #expect(drawn("abc", columns: 80) == "\r\u{1B}[J> abc\r\u{1B}[5C")
        #expect(drawn("abc" + left, columns: 80) == "\r\u{1B}[J> abc\r\u{1B}[4C")
        #expect(drawn("abc\u{1}", columns: 80) == "\r\u{1B}[J> abc\r\u{1B}[2C")
        #expect(drawn("abc" + left, columns: nil) == "\r\u{1B}[J> abc\u{1B}[1D")
        #expect(drawn("", prompt: "", columns: 80) == "\r\u{1B}[J\r")
    }

    /// Columns, not characters: a wide character moves the cursor two.
    @Test func aRedrawCountsDisplayColumns() {
        #expect(drawn("日本語" + left, columns: 80) == "\r\u{1B}[J> 日本語\r\u{1B}[6C")
        #expect(drawn("e\u{301}x" + left, columns: 80) == "\r\u{1B}[J> e\u{301}x\r\u{1B}[3C")
        #expect(drawn("日本語" + left, columns: nil) == "\r\u{1B}[J> 日本語\u{1B}[2D")
    }

    /// A line longer than the terminal wraps: the cursor goes up the rows it must, and the next
    /// redraw starts from the prompt's first row.
    @Test func aWrappedLineIsRedrawnFromItsFirstRow() {
        var editor = type("abcdefghij", prompt: "> ").1  // 12 columns on a 5-column terminal: 3 rows
        #expect(String(decoding: editor.redraw(columns: 5), as: UTF8.self) == "\r\u{1B}[J> abcdefghij\r\u{1B}[2C")
        for byte in (left + left + left + left + left + left + left).utf8 { _ = editor.feed(byte) }
        // The cursor at column 5 (after "abc"): row 1, column 0; the line ends on row 2.
        #expect(String(decoding: editor.redraw(columns: 5), as: UTF8.self)
            == "\u{1B}[2A\r\u{1B}[J> abcdefghij\u{1B}[1A\r")
        _ = editor.feed(UInt8(ascii: "X"))
        #expect(String(decoding: editor.redraw(columns: 5), as: UTF8.self)
            == "\u{1B}[1A\r\u{1B}[J> abcXdefghij\u{1B}[1A\r\u{1B}[1C")
    }

    /// A line that ends at the last column: the cursor is taken to the next row, where it is.
    @Test func aLineThatFillsItsRowMovesTheCursorDown() {
        #expect(drawn("abc", columns: 5) == "\r\u{1B}[J> abc\r\n\r")
        #expect(drawn("abc" + left, columns: 5) == "\r\u{1B}[J> abc\r\n\u{1B}[1A\r\u{1B}[4C")
    }

    @Test func finishingLeavesTheCursorAfterTheLine() {
        var editor = type("abc" + left + left).1
        #expect(String(decoding: editor.finish(columns: 80), as: UTF8.self) == "\r\u{1B}[J> abc\r\u{1B}[5C\r\n")
    }
}

/// The page keys at a question: PgUp and PgDn do nothing; Space and `b` are text.
@Suite struct LineEditorPageKeyTests {
    private func outcome(_ typed: String) -> LineEditor.Outcome? {
        var editor = LineEditor(prompt: "> ")
        for byte in typed.utf8 {
            if let outcome = editor.feed(byte) { return outcome }
        }
        return nil
    }

    @Test func pageKeysAreIgnoredAndSpaceAndBAreText() {
        #expect(outcome("\u{1B}[5~\r") == .line(""))
        #expect(outcome("/ x\u{1B}[6~\r") == .line("/ x"))
        #expect(outcome(" b\r") == .line(" b"))
    }
}
