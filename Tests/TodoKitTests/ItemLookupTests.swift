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
}
