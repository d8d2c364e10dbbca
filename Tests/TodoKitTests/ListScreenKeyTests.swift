import Testing
@testable import TodoKit
import TodoTerminal

/// The keys line above the List screen's prompt, fitted at every width from 20 to 200.
@Suite struct ListScreenKeyTests {
    @Test(arguments: Array(20...200))
    func theKeysLineFitsAndKeepsQuestionMark(width: Int) {
        for paged in [false, true] {
            let line = ListScreenKey.line(width: width, paged: paged)
            #expect(DisplayWidth.of(line) <= width, "\(width): \(line)")
            #expect(line.contains("?"))
            #expect(line.contains("Space") == paged || !line.contains("Space"))
        }
    }

    @Test func theLineShortensAsTheTerminalNarrows() {
        #expect(ListScreenKey.line(width: 100, paged: false)
            == "a add · d done · e edit · r rm · u undo · l later · / filter · ? help · q quit")
        #expect(ListScreenKey.line(width: 80, paged: true)
            == "a add  d done  e edit  r rm  u undo  l later  / filter  Space next  b back  ?  q")
        #expect(ListScreenKey.line(width: 40, paged: false) == "a add  d done  e edit  r  u  l  /  ?  q")
        #expect(ListScreenKey.line(width: 20, paged: true) == "a d e r u l / ?")
        #expect(ListScreenKey.line(width: nil, paged: false)
            == "a add · d done · e edit · r rm · u undo · l later · / filter · ? help · q quit")
    }

    /// On an 80-column terminal at least 60 columns are left to type in.
    @Test func thePromptLeavesRoomToType() {
        #expect(80 - DisplayWidth.of(ListScreenView.prompt) >= 60)
    }

    @Test func theHelpNamesEveryKey() {
        let help = ListScreenKey.help
        for key in ListScreenKey.all { #expect(help.contains(key.usage + " ")) }
        #expect(help.contains("Space, PgDn   the next page of the list\n"))
        #expect(help.contains("b, PgUp       the page before\n"))
    }
}
