import Testing
import TodoCore
import TodoTestSupport

/// The todo.txt line an import keeps in an item (the other key `todotxtLine`), by which a
/// second import of the file knows the item again: every store gives it back, through each
/// way of reading (the folder's cache too) and a change to the item. The data file keeps it as
/// any other key; a folder, in an X- property of the item's VTODO.
@Suite struct TodoTxtLineContractTests {
    private static let line = JSONMember(TodoItem.todoTxtLineKey, .string("(A) Pay rent due:2026-12-01"))

    private static func rent(_ id: Int) -> TodoItem {
        TodoItem(id: id, name: "Pay rent", due: ContractItems.due("2026-12-01"), priority: .high, otherKeys: [line])
    }

    @Test(arguments: StoreKind.allCases)
    func theLineIsGivenBackByEveryReadAndKeptThroughAChange(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let rent = factory.asFetched(Self.rent(1))
        #expect(try factory.makeStore().addItem(Self.rent) == rent)
        #expect(try factory.makeStore().fetch().items == [rent])
        if case .vdir(let folder) = factory.place {
            #expect(folder.text("uid-1.ics")?.contains("\r\nX-TODO-TODOTXT-LINE:(A) Pay rent due:2026-12-01\r\n") == true)
            // Read once more when the files have settled, then from the cache alone.
            try CacheSettling.waitUntilSettled(folder.path)
            #expect(try factory.makeStore().fetch().items == [rent])
        }
        #expect(try factory.makeStore().fetch().items == [rent])
        #expect(try factory.makeStore().fetchOpenItems(dueThrough: nil).items == [rent])
        try ChangeRoute.changeItems.make(.rename, toItem: 1, in: factory.makeStore())
        #expect(try factory.makeStore().fetch().items == [try #require(ContractChange.rename.applied(to: rent))])
    }
}
