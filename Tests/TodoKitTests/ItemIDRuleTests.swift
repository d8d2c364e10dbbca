import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ItemIDRuleTests {
    @Test(arguments: [("1", 1), ("42", 42), ("007", 7), ("9223372036854775807", Int.max)])
    func positiveWholeNumbersAreIDs(text: String, id: Int) throws {
        #expect(try ItemIDRule.parsed(text) == id)
    }

    @Test(arguments: ["abc", "0", "00", "1.5", "+3", "-3", " 3", "3 ", "", "\u{FF10}", "\u{FF13}", "3a", "1e3", "٣"])
    func anythingElseIsAUsageError(text: String) {
        #expect(throws: TodoError.usage("'\(text)' is not an item id (ids are positive whole numbers)")) {
            try ItemIDRule.parsed(text)
        }
    }

    @Test(arguments: ["9223372036854775808", "99999999999999999999999999"])
    func numbersTooLargeForAnIntAreRefusedNotWrapped(text: String) {
        #expect(throws: TodoError.usage("'\(text)' is not an item id (too large)")) { try ItemIDRule.parsed(text) }
    }

    @Test func controlCharactersAreShownEscaped() {
        #expect(throws: TodoError.usage("'\\u{1B}[2J' is not an item id (ids are positive whole numbers)")) {
            try ItemIDRule.parsed("\u{1B}[2J")
        }
    }

    @Test func aListIsReadInOrderAndStopsAtTheFirstBadID() throws {
        #expect(try ItemIDRule.parsed(["3", "1", "3"]) == [3, 1, 3])
        #expect(throws: TodoError.usage("'x' is not an item id (ids are positive whole numbers)")) {
            try ItemIDRule.parsed(["3", "x", "y"])
        }
    }
}
