import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct SuggestionTests {
    @Test func distances() {
        #expect(Suggestion.distance("list", "list") == 0)
        #expect(Suggestion.distance("lsit", "list") == 2)
        #expect(Suggestion.distance("", "add") == 3)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
    }

    @Test func nearestWordOrNone() {
        let commands = ["list", "add", "done", "reopen", "rm", "edit", "help"]
        #expect(Suggestion.nearest(to: "lst", in: commands) == "list")
        #expect(Suggestion.nearest(to: "don", in: commands) == "done")
        #expect(Suggestion.nearest(to: "REOPN", in: commands) == "reopen")
        #expect(Suggestion.nearest(to: "banana", in: commands) == nil)
        // Three edits away, and the opposite of what was meant.
        #expect(Suggestion.nearest(to: "remove", in: commands) == nil)
        #expect(Suggestion.nearest(to: "remvoe", in: commands + ["remove"]) == "remove")
    }
}
