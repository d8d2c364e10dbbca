import Foundation
import Synchronization
import Testing
import TodoCore

/// Several writers at once: every change is kept and every id given once. On disk each writer
/// has its own store instance, so each takes the lock through its own open file description,
/// and `flock` excludes those from one another as it does separate processes.
@Suite struct ConcurrentWritersContractTests {
    /// Each writer's items: `writer 2, item 7`.
    private static func name(writer: Int, item: Int) -> String {
        "writer \(writer), item \(item)"
    }

    /// The folder store starts on its folder, made and empty (`StoreFactory`): on a folder
    /// that is not there yet the writers would race to make it, which the case below makes
    /// happen on purpose rather than by chance.
    @Test(arguments: StoreKind.allCases)
    func fourWritersAddingTwentyFiveEachKeepEveryItemWithAnIDOfItsOwn(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let writers = 4, addsEach = 25
        // Made here, handed to the threads: the factory stays on this one.
        let stores = (1...writers).map { _ in factory.makeStore() }
        let reported = Mutex<[Int: String]>([:])
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()
        for (index, store) in stores.enumerated() {
            let writer = index + 1
            group.enter()
            Thread {
                defer { group.leave() }
                for number in 1...addsEach {
                    let name = Self.name(writer: writer, item: number)
                    do {
                        let item = try store.addItem { TodoItem(id: $0, name: name, due: nil) }
                        let earlier = reported.withLock { $0.updateValue(name, forKey: item.id) }
                        if let earlier { failures.withLock { $0.append("id \(item.id) given to \(earlier) and \(name)") } }
                    } catch {
                        failures.withLock { $0.append("\(name): \(error)") }
                    }
                }
            }.start()
        }
        // A deadline, not a wait: these adds take a second or two; only a hang reaches it.
        try #require(group.wait(timeout: .now() + 300) == .success, "the writers did not finish in 5 minutes")

        #expect(failures.withLock { $0 } == [])
        let count = writers * addsEach
        let byID = reported.withLock { $0 }
        #expect(byID.keys.sorted() == Array(1...count))
        let list = try factory.makeStore().fetch()
        #expect(list.items.count == count)
        #expect(Dictionary(list.items.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }) == byID)
        #expect(list.nextID == count + 1)
        // Each writer's own items in the order it added them.
        for writer in 1...writers {
            let mine = list.items.filter { $0.name.hasPrefix("writer \(writer),") }.map(\.name)
            #expect(mine == (1...addsEach).map { Self.name(writer: writer, item: $0) }, "writer \(writer)")
        }
    }

    /// A writer that comes while a change is under way (here, from inside it) waits for the
    /// lock and gives up after its time limit; the change under way is saved as it made it.
    /// On disk only: the in-memory store's lock is one the thread already holds, and waiting
    /// for it there would never end.
    @Test(arguments: StoreKind.onDisk)
    func aWriterWhoComesDuringAChangeIsKeptOutUntilItEnds(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        _ = try store.addItem(ContractItems.milk)
        let other = factory.makeStore(lockTimeout: 2)
        var otherOutcome: Result<TodoItem, any Error>?
        let added = try store.addItem { id in
            if otherOutcome == nil { otherOutcome = Result { try other.addItem(ContractItems.gym) } }
            return ContractItems.book(id)
        }
        let expectedError = try #require(factory.lockedOut(afterWaiting: 2))
        #expect(throws: expectedError) { try otherOutcome?.get() }
        #expect(added == factory.asFetched(ContractItems.book(2)))
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched([ContractItems.milk(1), added]), nextID: 3))
    }

    /// The same on a store that is not there yet, where the first change makes it: the other
    /// writer may well make it first, and then keeps its item and the id it was told.
    /// (The change made before the store existed is made again under the lock.)
    @Test(arguments: StoreKind.onDisk)
    func aWriterWhoMakesTheStoreDuringTheFirstChangeKeepsItsItemAndID(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        try factory.startFromNothing()
        let store = factory.makeStore()
        let other = factory.makeStore(lockTimeout: 2)
        var otherOutcome: Result<TodoItem, any Error>?
        let added = try store.addItem { id in
            if otherOutcome == nil { otherOutcome = Result { try other.addItem(ContractItems.gym) } }
            return ContractItems.book(id)
        }
        // The folder store makes an added item's UID before its change: this one's first. The
        // data file gives it once the item is made, which the other writer's add was inside.
        let (gymUID, bookUID) = kind == .vdir ? ("uid-2", "uid-1") : ("uid-1", "uid-2")
        #expect(try otherOutcome?.get() == factory.asFetched(ContractItems.gym(1), uid: gymUID))
        #expect(added == factory.asFetched(ContractItems.book(2), uid: bookUID))
        let saved = try factory.makeStore().fetch()
        #expect(saved == TodoList(items: [factory.asFetched(ContractItems.gym(1), uid: gymUID),
                                          factory.asFetched(ContractItems.book(2), uid: bookUID)], nextID: 3))
    }
}
