import TodoCore
package import TodoTerminal
/// What `todo-bench --screen` measures: the List screen's presenter and view, wired as the
/// List wireframe wires them, over a list of `items` already read, on a terminal the caller
/// gives (a fake one); the cost of the keys that move the selection and the lines they write.
package enum ListScreenMeasure {
    package struct Result {
        /// The slowest and the average of the moves, in seconds.
        package let slowest: Double
        package let average: Double
        /// The most lines one move wrote.
        package let mostLines: Int
        /// The most lines a move wrote, for each key (`down`, `pageDown`, ...).
        package let mostLinesByKey: [(key: String, lines: Int)]
        package let moves: Int
        /// `j` held from the first item to past the view's bottom edge, `k` from the last item
        /// past its top edge: the moves that scrolled the view by fewer rows than it holds.
        package let scrollingDown: Scrolling
        package let scrollingUp: Scrolling
    }

    /// The presses of a key held that scrolled the view: how many, the most lines one wrote,
    /// and the slowest, in seconds.
    package struct Scrolling {
        package let moves: Int
        package let mostLines: Int
        package let slowest: Double
    }

    /// Draws a list of `items` once, then presses `rounds` times each key that moves (j, k,
    /// Space, b, Ctrl-D, Ctrl-U, Tab, Shift-Tab, G, g, t), timing each press through the
    /// presenter and the view, and counting the lines written (`ESC [ row ; 1 H`).
    package static func run(items: Int, terminal: any Terminal, output: () -> String, rounds: Int,
                            clock: () -> Double) throws -> Result {
        let today = LocalDate(iso: "2026-11-21") ?? LocalDate.epoch
        var upcoming: [UpcomingItem] = []
        upcoming.reserveCapacity(items)
        for id in 1...max(items, 1) {
            let section: UpcomingSection = id <= items / 10 ? .overdue : id <= items / 2 ? .today : .later
            upcoming.append(UpcomingItem(id: id, name: "Item number \(id) of the benchmark list", due: DueDate(date: today),
                                         section: section))
        }
        let found = UpcomingItems(today: today, weekStart: .monday, through: nil, items: upcoming)
        let interactor = FixedListInteractor(found: found)
        let wireframe = NoWireframe()
        let presenter = ListPresenter(interactor: interactor, wireframe: wireframe, query: ListQuery(), onScreen: true,
                                      storeName: "bench.json", messages: ScreenMessages())
        interactor.output = presenter
        let view = ListScreenView(eventHandler: presenter, terminal: terminal, style: TextStyle(isEnabled: true))
        presenter.view = view
        view.measure()
        try presenter.updateView()
        let keys: [ListMove] = [.down, .up, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .nextSection, .sectionStart,
                                .last, .first, .today]
        var slowest = 0.0, total = 0.0, mostLines = 0, moves = 0
        var byKey = Array(repeating: 0, count: keys.count)
        for _ in 0..<rounds {
            for (index, key) in keys.enumerated() {
                let before = output().utf8.count
                let start = clock()
                try presenter.perform(.move(key))
                let elapsed = clock() - start
                let written = String(output().utf8.dropFirst(before)) ?? ""
                let lines = written.occurrences(of: ";1H")
                mostLines = max(mostLines, lines)
                byKey[index] = max(byKey[index], lines)
                slowest = max(slowest, elapsed)
                total += elapsed
                moves += 1
            }
        }
        try presenter.perform(.move(.first))
        let down = try held(.down, presses: 10 * rounds, presenter: presenter, output: output, clock: clock)
        try presenter.perform(.move(.last))
        let up = try held(.up, presses: 10 * rounds, presenter: presenter, output: output, clock: clock)
        if interactor.reads != 1 { throw TodoError.unwired("a move that read the store") }
        return Result(slowest: slowest, average: total / Double(max(moves, 1)), mostLines: mostLines,
                      mostLinesByKey: keys.indices.map { ("\(keys[$0])", byKey[$0]) }, moves: moves,
                      scrollingDown: down, scrollingUp: up)
    }

    /// `move` pressed `presses` times: the presses that moved the view by a row or a few.
    private static func held(_ move: ListMove, presses: Int, presenter: ListPresenter, output: () -> String,
                             clock: () -> Double) throws -> Scrolling {
        var scrolls = 0, mostLines = 0, slowest = 0.0
        for _ in 0..<presses {
            let top = presenter.selection.top
            let before = output().utf8.count
            let start = clock()
            try presenter.perform(.move(move))
            let elapsed = clock() - start
            guard presenter.selection.top != top, abs(presenter.selection.top - top) < presenter.selection.height else {
                continue
            }
            let written = String(output().utf8.dropFirst(before)) ?? ""
            scrolls += 1
            mostLines = max(mostLines, written.occurrences(of: ";1H"))
            slowest = max(slowest, elapsed)
        }
        return Scrolling(moves: scrolls, mostLines: mostLines, slowest: slowest)
    }
}

/// The list already read, handed over once: a second read would be a move reading the store.
private final class FixedListInteractor: ListInteractorInput {
    weak var output: (any ListInteractorOutput)?
    private let found: UpcomingItems
    private(set) var reads = 0

    init(found: UpcomingItems) {
        self.found = found
    }

    func findItems(_ query: ListQuery) throws {
        reads += 1
        try output?.foundUpcomingItems(found)
    }
}

private final class NoWireframe: ListWireframeInterface {
    func presentAddInterface(delegate: any AddModuleDelegate, preset: ItemDraft) throws {}
    func presentChangeInterface(_ action: ChangeScreenAction, delegate: any ChangeModuleDelegate) throws {}
    func presentUndoInterface(delegate: any UndoModuleDelegate) throws {}
    func presentShowInterface(ids: [String]) throws {}
    func presentCommand(_ commandLine: ParsedCommandLine) throws {}
}
