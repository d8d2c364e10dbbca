import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ListScreenCommandTests {
    @Test(arguments: [
        ("a", ListScreenCommand.add), (" ADD ", .add), ("q", .quit), ("quit", .quit), ("d 3", .done(3)),
        ("done  12", .done(12)), ("", .redraw), ("d", .unknown("d")), ("d x", .unknown("d x")),
        ("d 0", .unknown("d 0")), ("d 99999999999999999999", .unknown("d 99999999999999999999")), ("zap", .unknown("zap")),
    ])
    func reads(line: String, command: ListScreenCommand) {
        #expect(ListScreenCommand(line) == command)
    }
}

extension ListScreenCommandTests {
    @Test func idsFollowTheCommandLinesRule() {
        #expect(ListScreenCommand("d +3") == .unknown("d +3"))
        #expect(ListScreenCommand("d 007") == .done(7))
    }
}
