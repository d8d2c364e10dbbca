import Testing
import TodoCore

/// Two items that share a uid (an import may bring them): the second is given a new uid at
/// the write, so each keeps a uid of its own and neither is hidden from a later read. On disk
/// only: the in-memory store keeps its items as given.
@Suite struct SharedUIDContractTests {
    private static func named(_ name: String, uid: String) -> (Int) -> TodoItem {
        { id in TodoItem(id: id, name: name, due: nil, uid: uid) }
    }

    /// Both items appended by one `update`, as an import appends its records.
    private static func addTwo(_ first: (Int) -> TodoItem, _ second: (Int) -> TodoItem, to store: any TodoDataStore) throws {
        try store.update { list in
            list.items.append(first(try list.takeNextID()))
            list.items.append(second(try list.takeNextID()))
        }
    }

    @Test(arguments: StoreKind.onDisk)
    func twoNewItemsWithOneUIDAreBothKeptTheSecondWithANewUID(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        try Self.addTwo(Self.named("A", uid: "same"), Self.named("B", uid: "same"), to: factory.makeStore())
        let expected = [TodoItem(id: 1, name: "A", due: nil, uid: "same"), TodoItem(id: 2, name: "B", due: nil, uid: "uid-1")]
        #expect(try factory.makeStore().fetch() == TodoList(items: expected, nextID: 3))
        if case .vdir(let folder) = factory.place {
            #expect(folder.names.filter { $0.hasSuffix(".ics") } == ["same.ics", "uid-1.ics"])
            #expect(folder.warnings.withLock { $0 } == [])
        }
    }

    @Test(arguments: StoreKind.onDisk)
    func aNewItemWithTheUIDOfAnItemThereGetsANewOneAndTheOneThereKeepsIts(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        try factory.makeStore().update { list in list.items.append(Self.named("A", uid: "same")(try list.takeNextID())) }
        // Put first in the list: the item whose file holds the uid keeps it all the same.
        try factory.makeStore().update { list in list.items.insert(Self.named("B", uid: "same")(try list.takeNextID()), at: 0) }
        let items = try factory.makeStore().fetch().items
        let a = TodoItem(id: 1, name: "A", due: nil, uid: "same")
        switch kind {
        case .vdir: #expect(items == [a, TodoItem(id: 2, name: "B", due: nil, uid: "uid-1")])
        // The data file keeps the list's order: the first in it keeps the uid.
        default: #expect(items == [TodoItem(id: 2, name: "B", due: nil, uid: "same"), TodoItem(id: 1, name: "A", due: nil, uid: "uid-1")])
        }
    }

    @Test(arguments: StoreKind.onDisk)
    func anItemGivenTheUIDOfAnotherGetsANewOneAndKeepsItsID(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        try Self.addTwo(Self.named("A", uid: "a-uid"), Self.named("B", uid: "b-uid"), to: factory.makeStore())
        try factory.makeStore().update { list in list.items[1].uid = "a-uid" }
        let expected = [TodoItem(id: 1, name: "A", due: nil, uid: "a-uid"), TodoItem(id: 2, name: "B", due: nil, uid: "uid-1")]
        #expect(try factory.makeStore().fetch().items == expected)
        #expect(try factory.makeStore().fetch().items == expected)
    }
}

extension SharedUIDContractTests {
    /// The folder's `addItem` returns the item as its file holds it (the data file's appends
    /// the item as given, and gives it a new uid at its next full write).
    @Test func anItemAddedToAFolderWithTheUIDOfAnItemThereIsReturnedAsSaved() throws {
        let factory = try StoreFactory(.vdir)
        try factory.makeStore().update { list in list.items.append(Self.named("A", uid: "same")(try list.takeNextID())) }
        // `uid-1` is made for the item before it is made, in case it comes without.
        let added = try factory.makeStore().addItem(Self.named("B", uid: "same"))
        #expect(added == TodoItem(id: 2, name: "B", due: nil, uid: "uid-2"))
        #expect(try factory.makeStore().fetch().items == [TodoItem(id: 1, name: "A", due: nil, uid: "same"), added])
    }
}

extension SharedUIDContractTests {
    /// A change that leaves an item of the folder without its uid keeps the `UID` its file
    /// has: the file is never left without one (then passed over by every read).
    @Test func anItemOfAFolderChangedWithoutItsUIDKeepsItsFilesUID() throws {
        let factory = try StoreFactory(.vdir)
        try factory.makeStore().update { list in list.items.append(Self.named("A", uid: "a-uid")(try list.takeNextID())) }
        try factory.makeStore().changeItems(ids: [1]) { changes in changes.replace(TodoItem(id: 1, name: "A, renamed", due: nil)) }
        #expect(try factory.makeStore().fetch().items == [TodoItem(id: 1, name: "A, renamed", due: nil, uid: "a-uid")])
    }
}
