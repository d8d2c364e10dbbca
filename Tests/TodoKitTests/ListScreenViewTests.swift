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
