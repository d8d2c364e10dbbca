import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The packed sort key of the list against the contract's order, spelled out.
@Suite struct UpcomingOrderTests {

    @Test func sortsBySectionThenDateThenUntimedFirstThenTimeThenID() throws {
        let places = [
            UpcomingOrder(section: .today, due: try Fixture.due("2026-11-21T09:00"), id: 4, index: 0),
            UpcomingOrder(section: .today, due: try Fixture.due("2026-11-21"), id: 9, index: 1),
            UpcomingOrder(section: .overdue, due: try Fixture.due("2026-11-20T23:59"), id: 8, index: 2),
            UpcomingOrder(section: .today, due: try Fixture.due("2026-11-21T09:00"), id: 2, index: 3),
            UpcomingOrder(section: .overdue, due: try Fixture.due("0001-01-01"), id: 7, index: 4),
            UpcomingOrder(section: .later, due: try Fixture.due("9999-12-31T23:59"), id: 1, index: 5),
            UpcomingOrder(section: .today, due: try Fixture.due("2026-11-21T00:00"), id: 3, index: 6),
        ]
        #expect(places.sorted().map(\.index) == [4, 2, 1, 6, 3, 0, 5])
    }

    @Test func keepsTheSection() throws {
        for section in UpcomingSection.allCases {
            #expect(UpcomingOrder(section: section, due: try Fixture.due("9999-12-31T23:59"), id: 1, index: 0).section == section)
        }
    }

    @Test func agreesWithTheContractsComparisonOnRandomItems() {
        var random = SeededRandom(seed: 0x50F7)
        for _ in 0..<300 {
            let items = (0..<random.below(40)).map { index in
                UpcomingItem(id: 1 + random.below(30), name: "", due: DueDate(date: random.date(), time: random.time()),
                             section: random.pick(UpcomingSection.allCases))
            }
            let expected = items.indices.sorted { left, right in
                let (lhs, rhs) = (items[left], items[right])
                if lhs.section != rhs.section { return lhs.section < rhs.section }
                if let leftDue = lhs.due, let rightDue = rhs.due, leftDue != rightDue { return leftDue < rightDue }
                if lhs.id != rhs.id { return lhs.id < rhs.id }
                return left < right
            }
            let places = items.enumerated().map { UpcomingOrder(section: $1.section, due: $1.due, id: $1.id, index: $0) }
            // Ties (same section, due and id) may come in any order: compare the keys' order.
            let sorted = places.sorted()
            #expect(sorted.map { items[$0.index] } == expected.map { items[$0] })
        }
    }

    /// The packed sort (ids going up) and the general one (any ids) give `sorted()`'s order;
    /// few dates and times, so that ranks tie often.
    @Test(arguments: [true, false])
    func sortedAgreesWithComparingPairs(_ idsGoUp: Bool) {
        var random = SeededRandom(seed: idsGoUp ? 0x50F8 : 0x50F9)
        for _ in 0..<300 {
            var id = 0
            let places = (0..<random.below(60)).map { index in
                id = idsGoUp ? id + 1 + random.below(3) : 1 + random.below(10)
                return UpcomingOrder(section: random.pick(UpcomingSection.allCases),
                                     due: DueDate(date: LocalDate(daysSinceEpoch: random.below(3)) ?? .epoch,
                                                  time: random.below(2) == 0 ? nil : LocalTime(hour: random.below(2), minute: 0)),
                                     id: id, index: index * 2)
            }
            var keys = places.map(\.key)
            let ids = Dictionary(uniqueKeysWithValues: places.map { ($0.index, $0.id) })
            UpcomingOrder.sort(&keys, idsGoUp: idsGoUp) { ids[$0] ?? 0 }
            #expect(keys.map(UpcomingOrder.index(ofKey:)) == places.sorted().map(\.index))
            #expect(keys.map(UpcomingOrder.section(ofKey:)) == places.sorted().map(\.section))
        }
    }
}
