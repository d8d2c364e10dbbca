import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ItemLookupTests {
    private func changes(missing: [Int]) -> ItemChanges {
        ItemChanges(found: [TodoItem(id: 5, name: "Item 5", due: DueDate(date: .epoch))], missingIDs: missing, nextID: 10)
    }

    @Test func everyIDFoundPasses() throws {
        try ItemLookup.requireAll(changes(missing: []))
    }

    @Test func oneUnknownIDIsNamedInTheSingular() {
        #expect(throws: TodoError.notFound("no item has id 3")) { try ItemLookup.requireAll(changes(missing: [3])) }
    }

    @Test func severalUnknownIDsAreNamedTogetherInTheOrderNamed() {
        #expect(throws: TodoError.notFound("no items have ids 7, 1, 12")) {
            try ItemLookup.requireAll(changes(missing: [7, 1, 12]))
        }
    }

    // MARK: find

    static let items = [TodoItem(id: 1, name: "Buy milk", due: nil), TodoItem(id: 4, name: "Call mum", due: nil),
                        TodoItem(id: 2, name: "Pay rent", due: nil, done: "2026-11-20T18:02:11Z")]

    @Test func findGivesTheItemsInTheOrderFirstNamedEachOnce() {
        let found = ItemLookup.find(ids: [2, 1, 2, 4], in: Self.items)
        #expect(found.items.map(\.id) == [2, 1, 4])
        #expect(found.missingIDs == [])
    }

    @Test func findNamesTheIDsNoItemHasEachOnceInTheOrderNamed() {
        let found = ItemLookup.find(ids: [9, 4, 7, 9], in: Self.items)
        #expect(found.items.map(\.id) == [4])
        #expect(found.missingIDs == [9, 7])
    }

    /// A file edited by hand may hold an id twice: the first item with it is the one named.
    @Test func findTakesTheFirstItemWithAnID() {
        let found = ItemLookup.find(ids: [4], in: Self.items + [TodoItem(id: 4, name: "Second", due: nil)])
        #expect(found.items.map(\.name) == ["Call mum"])
    }
}
