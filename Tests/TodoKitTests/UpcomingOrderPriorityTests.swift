import Testing
@testable import TodoCore
@testable import TodoKit

/// Priority's place in the list's order: after the time, before the id.
@Suite struct UpcomingOrderPriorityTests {
    @Test func sortsByPriorityAfterTheTimeAndBeforeTheID() {
        let day = DueDate(iso: "2026-11-21") ?? DueDate(date: .epoch)
        let nine = DueDate(iso: "2026-11-21T09:00") ?? DueDate(date: .epoch)
        let places = [
            UpcomingOrder(section: .today, due: day, priority: nil, id: 1, index: 0),
            UpcomingOrder(section: .today, due: day, priority: .low, id: 2, index: 1),
            UpcomingOrder(section: .today, due: nine, priority: .high, id: 3, index: 2),
            UpcomingOrder(section: .today, due: day, priority: .high, id: 9, index: 3),
            UpcomingOrder(section: .today, due: day, priority: .medium, id: 5, index: 4),
            UpcomingOrder(section: .today, due: day, priority: .high, id: 4, index: 5),
            UpcomingOrder(section: .tomorrow, due: day, priority: .high, id: 6, index: 6),
        ]
        #expect(places.sorted().map(\.index) == [5, 3, 4, 1, 0, 2, 6])
        var keys = places.map(\.key)
        UpcomingOrder.sort(&keys, idsGoUp: false) { places[$0].id }
        #expect(keys.map(UpcomingOrder.index(ofKey:)) == [5, 3, 4, 1, 0, 2, 6])
        #expect(keys.map(UpcomingOrder.section(ofKey:)) == [.today, .today, .today, .today, .today, .today, .tomorrow])
    }

    @Test func keepsTheSectionAndIndexWithAnyPriority() {
        let last = DueDate(iso: "9999-12-31T23:59") ?? DueDate(date: .epoch)
        for section in UpcomingSection.allCases {
            for priority in Priority.allCases + [nil] {
                let order = UpcomingOrder(section: section, due: last, priority: priority, id: 1, index: (1 << 26) - 1)
                #expect(order.section == section)
                #expect(UpcomingOrder.section(ofKey: order.key) == section)
                #expect(UpcomingOrder.index(ofKey: order.key) == (1 << 26) - 1)
            }
        }
    }
}
