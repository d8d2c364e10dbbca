import TodoKit
import TodoTestSupport

/// `todo-bench --screen`: the List screen's moves on a list of 10,000 items, 80×24, through the
/// presenter and the view with a fake terminal (issue 35: at most 5 ms and 3 lines a move, and
/// no move reads the store).
enum ScreenBenchmark {
    static let flag = "--screen"

    static func run() throws {
        let items = 10_000
        let terminal = FakeTerminal(interactive: true, width: 80, height: 24, screen: true)
        let result = try ListScreenMeasure.run(items: items, terminal: terminal, output: { terminal.output }, rounds: 20,
                                               clock: ScreenBenchmark.now)
        print("List screen, \(items) items, 80×24, \(result.moves) moves (j k Space b Ctrl-D Ctrl-U Tab Shift-Tab G g t):")
        print(String(format: "  average %.3f ms, slowest %.3f ms, at most %d lines written by a move; the store read once",
                     result.average * 1000, result.slowest * 1000, result.mostLines))
        print("  lines written, most per key: " + result.mostLinesByKey.map { "\($0.key) \($0.lines)" }.joined(separator: ", "))
        for (name, held) in [("j held down from the first item", result.scrollingDown),
                             ("k held up from the last item", result.scrollingUp)] {
            print("  \(name): \(held.moves) moves scrolled the view, at most \(held.mostLines) lines written by one, "
                + String(format: "slowest %.3f ms", held.slowest * 1000))
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
