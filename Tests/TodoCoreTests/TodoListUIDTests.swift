import Testing
import TodoCore
import TodoTestSupport

/// Every item ends up with a uid of its own: the missing ones given, the repeated ones renewed
/// (the later item, in file order), the others kept.
@Suite struct TodoListUIDTests {
    private func item(_ id: Int, uid: String?) -> TodoItem {
        TodoItem(id: id, name: "Item \(id)", due: nil, uid: uid)
    }

    @Test func missingAndRepeatedUIDsAreGivenNewOnesInFileOrder() {
        var list = TodoList(items: [item(1, uid: nil), item(2, uid: "a"), item(3, uid: "a"), item(4, uid: ""),
                                    item(5, uid: "b"), item(6, uid: "a")])
        #expect(list.hasItemsWithoutUID)
        let changed = list.giveEveryItemAUID(.counting())
        #expect(changed)
        #expect(list.items.map(\.uid) == [UIDMaker.counted(1), "a", UIDMaker.counted(2), UIDMaker.counted(3), "b",
                                          UIDMaker.counted(4)])
        #expect(!list.hasItemsWithoutUID)
    }

    @Test func aListWhoseUIDsAreSettledIsLeftAlone() {
        var list = TodoList(items: [item(1, uid: "a"), item(2, uid: "b")])
        #expect(!list.hasItemsWithoutUID)
        let changed = list.giveEveryItemAUID(.counting())
        #expect(!changed)
        #expect(list.items.map(\.uid) == ["a", "b"])
    }

    /// A made uid that a later item already has: that later item is the repeat, and renewed.
    @Test func aMadeUIDThatALaterItemHasRenewsTheLaterItem() {
        var list = TodoList(items: [item(1, uid: nil), item(2, uid: UIDMaker.counted(1))])
        list.giveEveryItemAUID(.counting())
        #expect(list.items.map(\.uid) == [UIDMaker.counted(1), UIDMaker.counted(2)])
    }

    @Test func anItemImportedFromTaskwarriorByAnOlderVersionGetsTheUUIDItKept() {
        var imported = item(1, uid: nil)
        imported.otherKeys = [JSONMember("taskwarriorUUID", .string("tw-1"))]
        var list = TodoList(items: [imported, item(2, uid: nil)])
        list.giveEveryItemAUID(.counting())
        #expect(list.items.map(\.uid) == ["tw-1", UIDMaker.counted(1)])
        #expect(list.items[0].otherKeys == [JSONMember("taskwarriorUUID", .string("tw-1"))])
    }

    /// The items named settled keep their uids wherever they are; a later item that is not
    /// settled makes way, and an earlier one too.
    @Test func settledItemsKeepTheirUIDsWhereverTheyAre() {
        var list = TodoList(items: [item(1, uid: "a"), item(2, uid: "b"), item(3, uid: "a"), item(4, uid: "b")])
        let changed = list.giveEveryItemAUID(.counting()) { [3, 4].contains($0.id) }
        #expect(changed)
        #expect(list.items.map(\.uid) == [UIDMaker.counted(1), UIDMaker.counted(2), "a", "b"])
    }
}
