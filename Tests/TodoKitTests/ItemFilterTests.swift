import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The FILTER words of `todo list`, alone: which names match.
@Suite struct ItemFilterTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let words: [String]
        let name: String
        let matches: Bool
        init(_ words: [String], _ name: String, _ matches: Bool) {
            self.words = words
            self.name = name
            self.matches = matches
        }
        var testDescription: String { "\(words) on \"\(name)\"" }
    }

    static let rows: [Row] = [
        Row([], "anything", true),
        Row(["+home"], "Fix the sink +home", true),
        Row(["+home"], "Fix the sink +Home", true),
        Row(["+HOME"], "+home: fix the sink", false),
        Row(["+HOME"], "+home fix the sink", true),
        Row(["+home"], "Fix the sink +homework", false),
        Row(["+home"], "Fix the sink home", false),
        Row(["+home"], "Fix the sink @home", false),
        Row(["+home"], "Fix the sink a+home", false),
        Row(["@phone"], "Call Mum @Phone", true),
        Row(["@phone"], "Call Mum +phone", false),
        Row(["@phone"], "Call Mum\t@phone\n", true),
        Row(["milk"], "Buy MILK and eggs", true),
        Row(["MiLk"], "buy milk", true),
        Row(["milk"], "Buy milch", false),
        Row(["ilk"], "Buy milk", true),
        Row(["+home", "@phone", "milk"], "Buy milk +home @phone", true),
        Row(["+home", "@phone", "milk"], "Buy milk +home", false),
        Row(["+home", "@phone", "milk"], "Buy eggs +home @phone", false),
        Row(["+"], "1 + 1", true),
        Row(["+"], "one", false),
        Row(["@"], "meet @ noon", true),
        Row(["café"], "Reserve a table at CAFÉ Müller", true),
        Row(["+Ünï"], "Enrol +ünï", true),
        // Canonically equivalent spellings: é as one code point, or e and a combining accent.
        Row(["caf\u{E9}"], "Cafe\u{301} au lait", true),
        Row(["cafe\u{301}"], "Caf\u{E9} au lait", true),
        Row(["+caf\u{E9}"], "Lunch +Cafe\u{301}", true),
        Row(["cafe"], "Caf\u{E9} au lait", false),
        Row(["e"], "Cafe\u{301}", false),
        Row(["buy milk"], "Buy milk", true),
        Row(["buy milk"], "Buy  milk", false),
        Row([""], "anything", true),
    ]

    @Test(arguments: rows)
    func matchesEveryWord(_ row: Row) {
        #expect(ItemFilter(words: row.words).matches(row.name) == row.matches)
    }

    @Test func keepsTheWordsAsGiven() {
        let filter = ItemFilter(words: ["+Home", "milk"])
        #expect(filter.words == ["+Home", "milk"])
        #expect(!filter.isEmpty)
        #expect(ItemFilter().isEmpty)
    }
}
