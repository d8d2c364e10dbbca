import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ListScreenCommandTests {
    @Test(arguments: [
        ("a", ListScreenCommand.add), (" ADD ", .add), ("q", .quit), ("quit", .quit), ("d 3", .done(["3"])),
        ("done  12", .done(["12"])), ("D 3 4", .done(["3", "4"])), ("", .redraw), ("d", .done([])),
        ("e 3", .edit("3")), ("edit 3", .edit("3")), ("e", .edit("")), ("e 3 4", .unknown("e 3 4")),
        ("r 3", .remove(["3"])), ("rm 3 5", .remove(["3", "5"])), ("remove 3", .remove(["3"])), ("r", .remove([])), (" ", .nextPage), ("b", .previousPage), ("B", .previousPage), ("back", .previousPage), ("b 2", .unknown("b 2")),
        ("u", .undo), ("undo", .undo), ("u 3", .unknown("u 3")), ("?", .help), ("help", .help), ("zap", .unknown("zap")),
    ])
    func reads(line: String, command: ListScreenCommand) {
        #expect(ListScreenCommand(line) == command)
    }

    /// The ids go to the Change module as typed, which refuses them with the command line's words.
    @Test func idsAreKeptAsTypedForTheChangeModuleToRead() {
        #expect(ListScreenCommand("d x") == .done(["x"]))
        #expect(ListScreenCommand("d +3") == .done(["+3"]))
        #expect(ListScreenCommand("e 007") == .edit("007"))
    }
}
