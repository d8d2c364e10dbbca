import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ItemLookupTests {
    let list = TodoList(items: [5, 2, 9].map { TodoItem(id: $0, name: "Item \($0)", due: DueDate(date: .epoch)) })

    @Test func positionsComeInTheOrderFirstNamedEachOnce() throws {
        #expect(try ItemLookup.indices(of: [9, 5, 9, 2, 5], in: list) == [2, 0, 1])
        #expect(try ItemLookup.indices(of: [], in: list) == [])
    }

    @Test func oneUnknownIDIsNamedInTheSingular() {
        #expect(throws: TodoError.notFound("no item has id 3")) { try ItemLookup.indices(of: [5, 3, 3], in: list) }
    }

    @Test func severalUnknownIDsAreNamedTogether() {
        #expect(throws: TodoError.notFound("no items have ids 7, 1, 12")) {
            try ItemLookup.indices(of: [7, 5, 1, 7, 12], in: list)
        }
    }
}
