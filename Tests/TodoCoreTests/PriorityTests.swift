import Testing
@testable import TodoCore

/// Every mapping of a priority, both ways: the words `--priority` takes, the data file's names,
/// `PRIORITY`'s integers, the list's rank and marker.
@Suite struct PriorityTests {
    @Test(arguments: [
        ("high", Priority.high), ("h", .high), ("H", .high),
        ("medium", .medium), ("m", .medium), ("M", .medium),
        ("low", .low), ("l", .low), ("L", .low),
    ])
    func readsEveryWordItTakes(word: String, priority: Priority) {
        #expect(Priority(word: word) == priority)
    }

    @Test(arguments: ["", "none", "HIGH", "High", "x", "1", " high", "hi", "med"])
    func refusesAnyOtherWord(word: String) {
        #expect(Priority(word: word) == nil)
    }

    @Test func theDataFileNamesAreTheCaseNames() {
        #expect(Priority.allCases.map(\.rawValue) == ["high", "medium", "low"])
        #expect(Priority.allCases.map { Priority(rawValue: $0.rawValue) } == [.high, .medium, .low])
        #expect(Priority(rawValue: "h") == nil)
    }

    @Test(arguments: [
        (0, nil), (1, Priority.high), (2, .high), (3, .high), (4, .high), (5, .medium),
        (6, .low), (7, .low), (8, .low), (9, .low), (10, nil), (-1, nil),
    ] as [(Int, Priority?)])
    func readsPRIORITYAsRFC5545Says(value: Int, priority: Priority?) {
        #expect(Priority(calendarValue: value) == priority)
    }

    @Test func writesPRIORITYAsOneFiveNine() {
        #expect(Priority.allCases.map(\.calendarValue) == [1, 5, 9])
        for priority in Priority.allCases { #expect(Priority(calendarValue: priority.calendarValue) == priority) }
    }

    @Test func ranksHighFirstAndMarksAsRemindersDoes() {
        #expect(Priority.allCases.map(\.rank) == [0, 1, 2])
        #expect(Priority.allCases.map(\.markCount) == [3, 2, 1])
    }
}
