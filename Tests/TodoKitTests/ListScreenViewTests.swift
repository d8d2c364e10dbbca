import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

/// The List screen's view alone: the frames it draws from what it is given, at widths from
/// 20 to 200, the lines a move rewrites, and the keys it turns into events.
@Suite struct ListScreenViewTests {
    final class ModuleSpy: ListModuleInterface {
        private(set) var actions: [ListScreenAction] = []
        private(set) var updates = 0
        private(set) var resizes = 0
        func addNewEntry() throws {}
        func updateView() throws { updates += 1 }
        func perform(_ action: ListScreenAction) throws { actions.append(action) }
        func screenResized() throws { resizes += 1 }
        private(set) var storeLooks = 0
        func storeMayHaveChanged() throws { storeLooks += 1 }
    }

    static let data = UpcomingDisplayData(
        today: "2026-11-21", weekStart: "monday", through: "2026-11-29",
        sections: [
            UpcomingDisplaySection(title: "Overdue", items: [
                UpcomingDisplayItem(id: 1, name: "Pay the electricity bill before they cut it off", dueLabel: "Fri 20 Nov"),
            ], isOverdue: true),
            UpcomingDisplaySection(title: "Today", items: (2...30).map {
                UpcomingDisplayItem(id: $0, name: "Item \($0)", dueLabel: "")
            }),
        ],
        noContentMessage: "Nothing due through Sunday 29 November.")

    private func frame(top: Int = 0, selectedRow: Int? = 1, status: ListStatus = .none) -> ListScreenFrame {
        ListScreenFrame(data: ListScreenViewTests.data, version: 1, top: top, selectedRow: selectedRow,
                        title: "todo · todo.json · 30 items", status: status)
    }

    private func view(width: Int, height: Int = 24, colour: Bool = false,
                      keys: [TerminalInput] = []) -> (ListScreenView, FakeTerminal, ModuleSpy) {
        let terminal = FakeTerminal(interactive: true, width: width, height: height, screen: true, keys: keys)
        let module = ModuleSpy()
        let view = ListScreenView(eventHandler: module, terminal: terminal, style: TextStyle(isEnabled: colour))
        view.measure()
        return (view, terminal, module)
    }

    private func grid(_ terminal: FakeTerminal, width: Int, height: Int = 24) -> ScreenGrid {
        var grid = ScreenGrid(width: width, height: height)
        grid.apply(terminal.output)
        return grid
    }

    @Test func theFrameAt80Columns() {
        let (view, terminal, _) = view(width: 80, height: 8)
        view.showScreen(frame(status: ListStatus("Done 31: Walk · u undoes")))
        #expect(grid(terminal, width: 80, height: 8).lines == [
            "todo · todo.json · 30 items",
            "Overdue",
            ">  1  Pay the electricity bill before they cut it off  Fri 20 Nov",
            "",
            "Today",
            "   2  Item 2",
            "Done 31: Walk · u undoes",
            "j/k move  x done  e edit  a add  r rm  u undo  / filter  l later  ? keys  q quit",
        ])
    }

    @Test func pickedRowsHaveAStarInTheSecondColumnTheSelectedOneItsMarkToo() {
        let (view, terminal, _) = view(width: 40, height: 9)
        var picks = frame(selectedRow: 4)
        picks.pickedRows = [1, 4]
        view.showScreen(picks)
        #expect(grid(terminal, width: 40, height: 9).lines.prefix(6) == [
            "todo · todo.json · 30 items",
            "Overdue",
            " * 1  Pay the electricity b…  Fri 20 Nov",
            "",
            "Today",
            ">* 2  Item 2",
        ])
    }

    @Test func theFrameAt20ColumnsCutsEveryLineToFit() {
        let (view, terminal, _) = view(width: 20, height: 7)
        view.showScreen(frame(status: ListStatus("Added 31: a long name (due Sun 22 Nov) · u undoes")))
        #expect(grid(terminal, width: 20, height: 7).lines == [
            "todo · todo.json · …",
            "Overdue",
            ">  1  Pay the…  Fri",
            "",
            "Added 31: a long",
            "name (du… · u undoes",
            "j/k move  ? keys",
        ])
    }

    @Test(arguments: [20, 40, 80, 200])
    func everyLineFitsAndTheFrameFillsTheScreenExactly(width: Int) {
        for height in [5, 16, 24] {
            let (view, terminal, _) = view(width: width, height: height)
            view.showScreen(frame(top: 3, selectedRow: 5, status: ListStatus(String(repeating: "word ", count: 80))))
            let lines = view.lines(frame(top: 3, selectedRow: 5, status: ListStatus(String(repeating: "word ", count: 80))))
            #expect(lines.count == height)
            for line in lines { #expect(DisplayWidth.of(ListScreenView.plain(line)) <= width, "\(width): \(line)") }
            #expect(ScreenGrid.linesWritten(terminal.output) == height)
            if height > 5 { #expect(grid(terminal, width: width, height: height).lines.contains { $0.hasPrefix(">  3") }) }
        }
    }

    @Test func aMoveRewritesOnlyTheTwoRowsThatChanged() {
        let (view, terminal, _) = view(width: 80, height: 24)
        view.showScreen(frame(selectedRow: 1))
        let before = terminal.output.count
        view.showScreen(frame(selectedRow: 4))
        let written = String(terminal.output.dropFirst(before))
        #expect(ScreenGrid.linesWritten(written) == 2)
        #expect(written.contains("\u{1B}[3;1H\u{1B}[2K   1  Pay"))
        #expect(written.contains("\u{1B}[6;1H\u{1B}[2K>  2  Item 2"))
    }

    @Test func aScrollRewritesTheListRowsButNotTheTitleOrKeys() {
        let (view, terminal, _) = view(width: 80, height: 24)
        view.showScreen(frame(top: 0, selectedRow: 21))
        let before = terminal.output.count
        view.showScreen(frame(top: 1, selectedRow: 22))
        let written = String(terminal.output.dropFirst(before))
        #expect(!written.contains("\u{1B}[1;1H"))
        #expect(!written.contains("\u{1B}[24;1H"))
    }

    /// `j` on the view's last row: the list's rows (2 to 22) scroll up one by index at their
    /// last row, the region reset at once; then the row the selection left and the one it
    /// reached, and nothing else.
    @Test func aJAtTheBottomEdgeScrollsTheListRowsAndWritesTwo() {
        let (view, terminal, _) = view(width: 80, height: 24)
        view.showScreen(frame(top: 0, selectedRow: 20))
        let before = terminal.output.count
        view.showScreen(frame(top: 1, selectedRow: 21))
        let written = String(terminal.output.dropFirst(before))
        #expect(written == "\u{1B}[2;22r\u{1B}[22H\u{1B}D\u{1B}[r"
            + "\u{1B}[21;1H\u{1B}[2K  18  Item 18" + "\u{1B}[22;1H\u{1B}[2K> 19  Item 19")
        #expect(grid(terminal, width: 80).lines == fullRedraw(frame(top: 1, selectedRow: 21), width: 80, height: 24))
    }

    /// `k` on the view's first row: the rows scroll down one by reverse index at their first row.
    @Test func aKAtTheTopEdgeScrollsTheListRowsDownAndWritesTwo() {
        let (view, terminal, _) = view(width: 80, height: 24)
        view.showScreen(frame(top: 5, selectedRow: 5))
        let before = terminal.output.count
        view.showScreen(frame(top: 4, selectedRow: 4))
        let written = String(terminal.output.dropFirst(before))
        #expect(written == "\u{1B}[2;22r\u{1B}[2H\u{1B}M\u{1B}[r"
            + "\u{1B}[2;1H\u{1B}[2K>  2  Item 2" + "\u{1B}[3;1H\u{1B}[2K   3  Item 3")
        #expect(grid(terminal, width: 80).lines == fullRedraw(frame(top: 4, selectedRow: 4), width: 80, height: 24))
    }

    /// What a fresh screen shows for `frame`: every line written.
    private func fullRedraw(_ frame: ListScreenFrame, width: Int, height: Int, colour: Bool = false) -> [String] {
        let (view, terminal, _) = view(width: width, height: height, colour: colour)
        view.showScreen(frame)
        return grid(terminal, width: width, height: height).lines
    }

    /// Down through the whole list with `j` and back up with `k`, the selection's moves as the
    /// presenter makes them: after every key the screen is the full redraw's, a move that
    /// scrolls writes at most 3 rows, and no scroll region is left set.
    @Test(arguments: [20, 33, 80, 200])
    func everyMoveThroughTheListShowsWhatAFullRedrawShows(width: Int) {
        for height in [6, 9, 16, 24] {
            for colour in [false, true] {
                let (view, terminal, _) = view(width: width, height: height, colour: colour)
                var selection = ListSelection(sections: ListScreenViewTests.data.sections, height: height - 3)
                var screen = ScreenGrid(width: width, height: height)
                var scrolls = 0
                let moves = Array(repeating: ListMove.down, count: 32) + Array(repeating: ListMove.up, count: 32)
                for move in [nil] + moves.map(Optional.some) {
                    let top = selection.top
                    if let move { selection.move(move) }
                    let shown = frame(top: selection.top, selectedRow: selection.selectedRow)
                    let before = terminal.output.count
                    view.showScreen(shown)
                    let written = String(terminal.output.dropFirst(before))
                    screen.apply(written)
                    #expect(screen.lines == fullRedraw(shown, width: width, height: height, colour: colour),
                            "\(width)x\(height) \(String(describing: move)) to \(selection.top)")
                    #expect(screen.scrollRegion == nil)
                    if move != nil, selection.top != top {
                        scrolls += 1
                        #expect(ScreenGrid.linesWritten(written) <= 3, "\(width)x\(height): \(written)")
                        // Fewer rows than the view holds: a scroll of the list's rows, not a redraw.
                        let region = "\u{1B}[2;\(height - 2)r"
                        #expect(written.contains(region) == (abs(selection.top - top) < height - 3),
                                "\(width)x\(height): \(written)")
                    }
                }
                #expect(scrolls > 0)
            }
        }
    }

    /// A status line that grows to two rows changes which rows hold the list: no scroll then,
    /// the rows that changed written, and the screen is still the full redraw's.
    @Test func aScrollWhileTheStatusLineGrowsRedrawsInstead() {
        let (view, terminal, _) = view(width: 40, height: 12)
        view.showScreen(frame(top: 0, selectedRow: 8))
        let before = terminal.output.count
        let grown = frame(top: 1, selectedRow: 9, status: ListStatus(String(repeating: "word ", count: 12)))
        view.showScreen(grown)
        #expect(!String(terminal.output.dropFirst(before)).contains("\u{1B}[r"))
        #expect(grid(terminal, width: 40, height: 12).lines == fullRedraw(grown, width: 40, height: 12))
    }

    /// After a scroll, a question on the bottom row draws as it does without one.
    @Test func aQuestionAfterAScrollDrawsCorrectly() throws {
        let terminal = FakeTerminal(interactive: true, width: 60, height: 10, input: [FakeTerminal.escape], screen: true)
        let view = ListScreenView(eventHandler: ModuleSpy(), terminal: terminal, style: TextStyle(isEnabled: true))
        view.measure()
        view.showScreen(frame(top: 0, selectedRow: 6))
        view.showScreen(frame(top: 1, selectedRow: 7))
        #expect(view.askAtBottom(prompt: "Filter: ", history: "filter") == nil)
        let lines = grid(terminal, width: 60, height: 10).lines
        #expect(lines[9] == "Filter:")
        #expect(Array(lines[..<8]) == Array(fullRedraw(frame(top: 1, selectedRow: 7), width: 60, height: 10).prefix(8)))
        #expect(lines[8] == ListScreenView.questionHint)
    }

    /// A presenter in small: the selection moved by the keys, and kept in view at a resize.
    final class MovingModule: ListModuleInterface {
        weak var view: ListScreenView?
        var selection = ListSelection()
        func show() {
            view?.showScreen(ListScreenFrame(data: ListScreenViewTests.data, version: 1, top: selection.top,
                                             selectedRow: selection.selectedRow, title: "todo · todo.json · 30 items",
                                             status: .none))
        }
        func addNewEntry() throws {}
        func updateView() throws {
            selection = ListSelection(sections: ListScreenViewTests.data.sections, height: (view?.height ?? 3) - 3)
            show()
        }
        func perform(_ action: ListScreenAction) throws {
            if case .move(let move) = action { selection.move(move) }
            show()
        }
        func screenResized() throws {
            selection.setHeight((view?.height ?? 3) - 3)
            show()
        }
        func storeMayHaveChanged() throws {}
    }

    @Test func aResizeAfterScrollsDrawsTheNewSizeWhole() throws {
        let terminal = FakeTerminal(interactive: true, width: 60, height: 10, screen: true,
                                    keys: FakeTerminal.keys("jjjjjjjjjjk") + [.resized])
        terminal.resizes = [(width: 30, height: 8)]
        let module = MovingModule()
        let view = ListScreenView(eventHandler: module, terminal: terminal, style: TextStyle(isEnabled: true))
        module.view = view
        #expect(try view.run())
        #expect(terminal.output.contains("\u{1B}[r"))
        var screen = ScreenGrid(width: 30, height: 8)
        screen.apply(terminal.outputLeavingScreen ?? "")
        var selection = ListSelection(sections: ListScreenViewTests.data.sections, height: 7)
        for _ in 0..<10 { selection.move(.down) }
        selection.move(.up)
        selection.setHeight(5)
        #expect(screen.lines == fullRedraw(frame(top: selection.top, selectedRow: selection.selectedRow), width: 30,
                                           height: 8, colour: true))
        #expect(screen.scrollRegion == nil)
    }

    @Test func withColourTheSelectionIsInReverseVideoToTheEdge() {
        let (view, _, _) = view(width: 40, height: 10, colour: true)
        let lines = view.lines(frame(selectedRow: 4))
        #expect(lines[5].hasPrefix("\u{1B}[7m>  2  Item 2"))
        #expect(lines[5].hasSuffix(String(repeating: " ", count: 28) + "\u{1B}[0m"))
        #expect(lines[0] == "\u{1B}[1mtodo · todo.json · 30 items\u{1B}[0m")
        #expect(lines[4] == "\u{1B}[1mToday\u{1B}[0m")
    }

    @Test func withoutColourTheSelectionIsTheMarkAlone() {
        let (view, _, _) = view(width: 40, height: 10)
        let lines = view.lines(frame(selectedRow: 4))
        #expect(lines[5] == ">  2  Item 2")
        #expect(!lines.joined().contains("\u{1B}"))
    }

    @Test func anEmptyListShowsItsMessage() {
        let (view, terminal, _) = view(width: 40, height: 5)
        let empty = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: [],
                                        noContentMessage: "Nothing due through Sunday 29 November.")
        view.showScreen(ListScreenFrame(data: empty, version: 1, top: 0, selectedRow: nil, title: "todo · 0 items",
                                        status: .none))
        #expect(grid(terminal, width: 40, height: 5).lines[1] == "Nothing due through Sunday 29 November.")
    }

    @Test func keysBecomeEventsAndQQuits() throws {
        let keys: [TerminalInput] = [.key(.down), .key(.text("j")), .key(.pageDown), .key(.backTab), .key(.escape),
                                     .key(.text("x")), .key(.enter), .key(.text("z")), .resized, .key(.text("q")),
                                     .key(.text("j"))]
        let (view, terminal, module) = view(width: 80, keys: keys)
        #expect(try view.run())
        #expect(module.updates == 1)
        #expect(module.actions == [.move(.down), .move(.down), .move(.pageDown), .move(.sectionStart), .cancel, .done, .edit])
        #expect(module.resizes == 1)
        #expect(terminal.keys == [.key(.text("j"))])
        #expect(!terminal.onScreen)
    }

    @Test func theEndOfInputQuitsAndCtrlCInterrupts() throws {
        let (quiet, quietTerminal, _) = view(width: 80, keys: [.key(.down)])
        #expect(try quiet.run())
        #expect(!quietTerminal.onScreen)
        let (view, terminal, module) = view(width: 80, keys: [.key(.interrupt), .key(.down)])
        #expect(throws: ScreenInterrupted.self) { try view.run() }
        #expect(module.actions.isEmpty)
        #expect(!terminal.onScreen)
    }

    @Test func aTerminalThatCannotShowTheScreenGetsNothingDrawn() throws {
        let terminal = FakeTerminal(interactive: true, width: 80, height: 24)
        let module = ModuleSpy()
        #expect(try !ListScreenView(eventHandler: module, terminal: terminal, style: TextStyle(isEnabled: false)).run())
        #expect(terminal.output.isEmpty)
        #expect(module.updates == 0)
    }

    /// `?`: every key on a page of its own; the key that closes it does nothing else.
    @Test func theKeysPageShowsEveryKeyUntilAKey() throws {
        let (view, terminal, module) = view(width: 100, height: 30, keys: [.key(.text("?")), .key(.text("x")), .key(.text("q"))])
        var pageShown = false
        terminal.beforeKey = { [self] fake in
            if fake.keys.count == 2 {
                let lines = grid(fake, width: 100, height: 30).lines
                pageShown = lines.first == "Keys" && lines.contains(ListScreenKey.help[0])
            }
        }
        #expect(try view.run())
        #expect(pageShown)
        #expect(module.actions.isEmpty)
        #expect(module.resizes == 1)
    }

    @Test func aQuestionIsAskedOnTheBottomRowWithTheListInView() throws {
        let (view, terminal, _) = view(width: 60, height: 10)
        view.showScreen(frame())
        let asking = ListScreenView(eventHandler: ModuleSpy(), terminal: FakeTerminal(interactive: true, width: 60, height: 10,
                                                                                       input: ["+home", FakeTerminal.escape],
                                                                                       screen: true),
                                    style: TextStyle(isEnabled: false))
        asking.measure()
        asking.showScreen(frame())
        #expect(try asking.ask(.filter) == "+home")
        #expect(throws: EndOfInput.self) { try asking.ask(.filter) }
        view.showQuestionProblem("todo: cannot read \"x\" as a date")
        let answer = view.askAtBottom(prompt: "Due [today]: ", history: "due")
        #expect(answer == nil)
        let lines = grid(terminal, width: 60, height: 10).lines
        #expect(lines[8] == "todo: cannot read \"x\" as a date")
        #expect(lines[9] == "Due [today]:")
        #expect(lines[2] == ">  1  Pay the electricity bill before they cut …  Fri 20 Nov")
    }

    @Test func theRemovalQuestionTakesOneKey() {
        for (key, yes) in [(TerminalInput.key(.text("y")), true), (.key(.text("Y")), true), (.key(.text("n")), false),
                           (.key(.enter), false), (.key(.escape), false), (.key(.interrupt), false)] {
            let (view, terminal, _) = view(width: 30, height: 6, keys: [key])
            view.showScreen(frame())
            #expect(view.askOneKey(prompt: "Remove 1: Pay the electricity bill? [y/N] ") == yes)
            #expect(grid(terminal, width: 30, height: 6).lines[5] == "Remove 1: Pay the el…? [y/N]")
        }
    }
}
