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
        let keys = ListScreenKey.all.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func everyDigitIsAKeyOfItsOwn() {
        #expect((0...9).map { ListScreenKey.action(for: .text(String($0))) } == (0...9).map { .digit($0) })
        #expect(ListScreenKey.action(for: .text("m")) == .pick)
        #expect(ListScreenKey.action(for: .text("h")) == .doneItems)
    }

    @Test func theKeysScreenNamesEveryKeyInAColumn() {
        let help = ListScreenKey.help
        #expect(help.count == ListScreenKey.all.count)
        #expect(help.first == "Down, j         select the next item (headings are skipped)")
        #expect(help.contains("Esc             cancel: closes ? or i, else clears the picks, else the filter; never quits"))
        #expect(help.contains("m               pick or unpick the selected item (* in the second column)"))
        #expect(help.contains("0-9             the item with that id (the digits typed within a second make one id)"))
    }
}
