import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The someday and repeating rules of the Add and Change interactors, each alone, against an
/// in-memory store and a stopped clock (today: Saturday 2026-11-21).
@Suite struct RepeatingItemsInteractorTests {
    private static func rule(_ text: String) -> RepeatRule? { RepeatRuleParser.rule(in: text) }

    private let rent: TodoItem
    private let book = TodoItem(id: 2, name: "Read a book", due: nil)
    private let gym: TodoItem
    private let store: InMemoryDataStore

    init() throws {
        rent = TodoItem(id: 1, name: "Pay rent", due: try Fixture.due("2026-10-31T09:00"), every: Self.rule("month"),
                        uid: "rent-uid", otherKeys: [JSONMember("tag", .string("home"))])
        gym = TodoItem(id: 3, name: "Gym", due: try Fixture.due("2026-11-23"), every: Self.rule("monday"), uid: "gym-uid")
        store = InMemoryDataStore(TodoList(items: [rent, book, gym], nextID: 10))
    }
    private var change: ChangeInteractor { ChangeInteractor(dataStore: store, clock: FrozenClock(), makeUID: .counting()) }
    private var add: AddInteractor { AddInteractor(dataStore: store, makeUID: .counting()) }

    // MARK: add

    @Test func addSavesAnItemWithNoDate() throws {
        let added = try add.saveNewEntry(ItemEdit(name: "Learn Welsh", due: .removed))
        let saved = TodoItem(id: 10, name: "Learn Welsh", due: nil, uid: UIDMaker.counted(1))
        #expect(added == ItemSnapshot(saved))
        #expect(try store.fetch().items.last == saved)
    }

    @Test func addSavesTheRule() throws {
        let added = try add.saveNewEntry(ItemEdit(name: "Stretch", due: .set(try Fixture.due("2026-11-21T07:30")), every: .set(try #require(Self.rule("2 days")))))
        #expect(added == ItemSnapshot(TodoItem(id: 10, name: "Stretch", due: try Fixture.due("2026-11-21T07:30"), every: Self.rule("2 days"),
                                               uid: UIDMaker.counted(1))))
        #expect(try store.fetch().items.last?.every?.text == "2 days")
    }

    @Test func addRefusesARuleWithNoDateAndSavesNothing() throws {
        let error = #expect(throws: TodoError.usage("a repeating item needs a due date")) {
            try add.saveNewEntry(ItemEdit(name: "Stretch", due: .removed, every: .set(try #require(Self.rule("week")))))
        }
        #expect(error?.field == .dueDate)
        #expect(store.saveCount == 0)
    }

    // MARK: done

    /// Late: October's is done on 21 November, so November 30 (the series keeps the 31st).
    @Test func doneAddsTheNextOfTheSeriesWithTheSameNameRuleAndTime() throws {
        let outcome = try change.completeItems(ids: [1])
        var saved = TodoItem(id: 10, name: "Pay rent", due: try Fixture.due("2026-11-30T09:00"), every: Self.rule("month on the 31st"),
                             uid: UIDMaker.counted(1))
        saved.follows = "rent-uid"
        let next = ItemSnapshot(saved)
        // The done one keeps no rule: the series goes on in the next only.
        #expect(outcome == ChangeOutcome(items: [
            ItemSnapshot(id: 1, name: "Pay rent", due: try Fixture.due("2026-10-31T09:00"), every: nil,
                        done: "2026-11-21T09:30:00Z", uid: "rent-uid"),
        ], next: [1: next]))
        let items = try store.fetch().items
        #expect(items.last == saved)
        #expect(try store.fetch().nextID == 11)
        #expect(store.saveCount == 1)
    }

    /// Early: Monday's is done on Saturday, so the Monday after it, not this one.
    @Test func doneEarlyDoesNotSkip() throws {
        let outcome = try change.completeItems(ids: [3])
        #expect(outcome.next[3].map { [$0.id: $0.due] } == [10: try Fixture.due("2026-11-30")])
    }

    @Test func doneOfAnItemThatDoesNotRepeatAddsNothing() throws {
        let outcome = try change.completeItems(ids: [2])
        #expect(outcome.next.isEmpty)
        #expect(try store.fetch().items.count == 3)
        #expect(try store.fetch().nextID == 10)
    }

    /// Each repeating item named gets its own next one, ids in the order named.
    @Test func doneOfSeveralGivesEachItsNext() throws {
        let outcome = try change.completeItems(ids: [3, 2, 1])
        #expect(outcome.items.map { outcome.next[$0.id]?.id } == [10, nil, 11])
        #expect(try store.fetch().items.map(\.id) == [1, 2, 3, 10, 11])
    }

    @Test func doneTwiceAddsOneNext() throws {
        _ = try change.completeItems(ids: [1])
        let again = try change.completeItems(ids: [1])
        #expect(again.warnings == [.alreadyDone(id: 1)])
        #expect(again.next.isEmpty)
        #expect(try store.fetch().items.count == 4)
    }

    /// `reopen` of the done one takes back the next, still as `done` left it, and gives the
    /// rule back: the list is as it was before the `done`.
    @Test func reopenTakesBackTheNextItemAndGivesTheRuleBack() throws {
        let before = try store.fetch().items
        _ = try change.completeItems(ids: [1])
        let outcome = try change.reopenItems(ids: [1])
        #expect(outcome.series == [1: .tookBack(10)])
        #expect(try store.fetch().items == before)
    }

    /// A series of the 31st, due on the 30th of a short month, keeps its day in its rule; the
    /// next item, back on the 31st, no longer says so: it is still as `done` left it, and the
    /// reopened one gets its kept day back.
    @Test func reopenTakesBackTheNextItemOfASeriesThatKeepsItsDay() throws {
        _ = try change.completeItems(ids: [1])
        let before = try store.fetch().items
        #expect(before.last?.every?.text == "month on the 31st")
        _ = try change.completeItems(ids: [10])
        #expect(try store.fetch().items.last?.every?.text == "month")
        let outcome = try change.reopenItems(ids: [10])
        #expect(outcome.series == [10: .tookBack(11)])
        #expect(try store.fetch().items == before)
    }

    /// A next item changed since (a note) stays; the reopened one gets no rule.
    @Test func reopenLeavesAChangedNextItemAndTheRuleWithIt() throws {
        _ = try change.completeItems(ids: [1])
        _ = try change.editItem(id: 10, edit: ItemEdit(note: .set("paid by card")))
        let outcome = try change.reopenItems(ids: [1])
        #expect(outcome.series == [1: .nextStays(10)])
        let items = try store.fetch().items
        #expect(items.map(\.id) == [1, 2, 3, 10])
        #expect(items.first?.isDone == false)
        #expect(items.first?.every == nil)
    }

    /// A start is one of the dates `done` sets on the next item: the next one as `done` left it
    /// (its start two days before its due date, as the done one's was) is taken back; one whose
    /// start was moved since stays.
    @Test func reopenTakesBackANextItemByItsStartToo() throws {
        var startsEarly = ItemEdit()
        startsEarly.texts[.start] = .set("2026-11-21")
        _ = try change.editItem(id: 3, edit: startsEarly)
        _ = try change.completeItems(ids: [3])
        #expect(try store.fetch().items.last?.texts.start == "2026-11-28")
        #expect(try change.reopenItems(ids: [3]).series == [3: .tookBack(10)])

        _ = try change.completeItems(ids: [3])
        var startsLater = ItemEdit()
        startsLater.texts[.start] = .set("2026-11-29")
        _ = try change.editItem(id: 11, edit: startsLater)
        #expect(try change.reopenItems(ids: [3]).series == [3: .nextStays(11)])
    }

    /// A next item done since stays too; so does one moved off the series' dates.
    @Test func reopenLeavesANextItemDoneOrMovedSince() throws {
        _ = try change.completeItems(ids: [1, 3])
        _ = try change.completeItems(ids: [10])
        _ = try change.editItem(id: 11, edit: ItemEdit(due: .set(try Fixture.due("2026-11-25"))))
        let outcome = try change.reopenItems(ids: [1, 3])
        #expect(outcome.series == [1: .nextStays(10), 3: .nextStays(11)])
    }

    // MARK: edit

    @Test func editTakesTheDateAwayAndTheRuleWithIt() throws {
        let outcome = try change.editItem(id: 1, edit: ItemEdit(due: .removed))
        #expect(outcome.items.first?.due == nil)
        #expect(outcome.items.first?.every == nil)
        #expect(try store.fetch().items.first == TodoItem(id: 1, name: "Pay rent", due: nil, uid: "rent-uid",
                                                          otherKeys: [JSONMember("tag", .string("home"))]))
    }

    @Test func editSetsAndStopsARule() throws {
        _ = try change.editItem(id: 3, edit: ItemEdit(every: .set(try #require(Self.rule("2 weeks")))))
        #expect(try store.fetch().items.last?.every?.text == "2 weeks")
        _ = try change.editItem(id: 3, edit: ItemEdit(every: .removed))
        #expect(try store.fetch().items.last?.every == nil)
        #expect(try store.fetch().items.last?.due == Fixture.due("2026-11-23"))
    }

    @Test func editGivesAnUndatedItemADateAndARule() throws {
        _ = try change.editItem(id: 2, edit: ItemEdit(due: .set(try Fixture.due("2026-12-01")), every: .set(try #require(Self.rule("year")))))
        #expect(try store.fetch().items[1] == TodoItem(id: 2, name: "Read a book", due: try Fixture.due("2026-12-01"),
                                                       every: Self.rule("year")))
    }

    /// A new date starts the series again: the day of the month it kept is dropped.
    @Test func aNewDateRestartsTheSeries() throws {
        let kept = TodoItem(id: 1, name: "Pay rent", due: try Fixture.due("2026-11-30"), every: Self.rule("month on the 31st"))
        let store = InMemoryDataStore(items: [kept])
        _ = try ChangeInteractor(dataStore: store, clock: FrozenClock(), makeUID: .counting())
            .editItem(id: 1, edit: ItemEdit(due: .set(try Fixture.due("2026-12-15"))))
        #expect(try store.fetch().items.first?.every?.text == "month")
    }

    @Test(arguments: [
        (2, EditValue<DueDate>.unchanged),
        (1, EditValue<DueDate>.removed),
    ])
    func aRuleWithNoDateIsRefusedAndNothingChanges(id: Int, due: EditValue<DueDate>) throws {
        let before = try store.fetch()
        #expect(throws: TodoError.usage("a repeating item needs a due date")) {
            try change.editItem(id: id, edit: ItemEdit(name: "Renamed", due: due, every: .set(try #require(Self.rule("week")))))
        }
        #expect(try store.fetch() == before)
    }
}
