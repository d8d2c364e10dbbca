import Testing
@testable import TodoKit
import TodoTerminal

/// The List screen's keys, declared once: what each does, the keys line at every width from
/// 20 to 200, and the `?` screen.
@Suite struct ListScreenKeyTests {
    @Test(arguments: Array(20...200))
    func theKeysLineFitsAndKeepsTheKeysKey(width: Int) {
        let line = ListScreenKey.line(width: width)
        #expect(DisplayWidth.of(line) <= width, "\(width): \(line)")
        #expect(line.contains("? keys"))
    }

    @Test func theLineShortensAsTheTerminalNarrows() {
        #expect(ListScreenKey.line(width: 120)
            == "j/k move · x done · e edit · a add · r rm · u undo · / filter · l later · ? keys · q quit")
        #expect(ListScreenKey.line(width: 80)
            == "j/k move  x done  e edit  a add  r rm  u undo  / filter  l later  ? keys  q quit")
        #expect(ListScreenKey.line(width: 40) == "j/k move  x done  e edit  a add  ? keys")
        #expect(ListScreenKey.line(width: 20) == "j/k move  ? keys")
    }

    @Test func eachKeyDoesWhatItsLineSays() {
        let expected: [(LineEditorKey, ListScreenAction)] = [
            (.down, .move(.down)), (.text("j"), .move(.down)), (.up, .move(.up)), (.text("k"), .move(.up)),
            (.pageDown, .move(.pageDown)), (.text(" "), .move(.pageDown)), (.pageUp, .move(.pageUp)),
            (.text("b"), .move(.pageUp)), (.controlD, .move(.halfPageDown)), (.deleteToStart, .move(.halfPageUp)),
            (.home, .move(.first)), (.text("g"), .move(.first)), (.end, .move(.last)), (.text("G"), .move(.last)),
            (.tab, .move(.nextSection)), (.backTab, .move(.sectionStart)), (.text("t"), .move(.today)),
            (.text("x"), .done), (.text("d"), .done), (.enter, .edit), (.text("e"), .edit), (.text("a"), .add),
            (.text("r"), .remove), (.text("i"), .show), (.text("u"), .undo), (.text("/"), .filter),
            (.text("l"), .later), (.text("?"), .keys), (.text("q"), .quit), (.escape, .cancel),
        ]
        for (key, action) in expected {
            #expect(ListScreenKey.action(for: key) == action, "\(key)")
        }
        #expect(ListScreenKey.action(for: .text("z")) == nil)
        #expect(ListScreenKey.action(for: .interrupt) == nil)
    }

    /// No key is declared twice: one declaration, one meaning.
    @Test func noKeyIsDeclaredTwice() {
        let keys = ListScreenKey.all.flatMap(\.allKeys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func everyDigitIsAKeyOfItsOwn() {
        #expect((0...9).map { ListScreenKey.action(for: .text(String($0))) } == (0...9).map { .digit($0) })
        #expect(ListScreenKey.action(for: .text("m")) == .pick)
        #expect(ListScreenKey.action(for: .text("h")) == .doneItems)
    }

    /// A key and its reverse share a line, so that every key, title and footer included, is
    /// on one 80×24 screen without a line cut.
    @Test func theKeysScreenNamesEveryKeyInAColumnThatFits80By24() {
        let help = ListScreenKey.help
        #expect(help.count == ListScreenKey.all.count)
        #expect(help.count + 2 <= 24)
        #expect(help.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(help.filter { DisplayWidth.of($0) > 80 })")
        #expect(help.first == "Down, j / Up, k        the next / previous item (headings are skipped)")
        #expect(help.contains("Esc                    closes ? or i, clears picks, else the filter; never quits"))
        #expect(help.contains("0-9                    the item with that id (digits within a second: one id)"))
        #expect(help.contains(":                      run add, done, reopen, rm, edit, undo, show, list or sync"))
    }
}
