import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal

/// The priority marker at the start of the name column: `!!!`, `!!`, `!`, then a space; the
/// labels still line up after it, and a cut name keeps it.
@Suite struct ListTextWriterPriorityTests {
    private let plain = TextStyle(isEnabled: false)

    private func item(_ id: Int, _ name: String, _ priority: Priority?) -> UpcomingDisplayItem {
        UpcomingDisplayItem(id: id, name: name, dueLabel: "Friday", due: DueDate(iso: "2026-11-27"), every: nil,
                            extras: ItemExtras.make(stamp: nil, day: nil, uid: nil, priority: priority))
    }

    private func text(_ items: [UpcomingDisplayItem], width: Int?) -> String {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil,
                                       sections: [UpcomingDisplaySection(title: "Tomorrow", items: items)],
                                       noContentMessage: "Nothing due.")
        return String(decoding: ListTextWriter(style: plain, width: width).bytes(data), as: UTF8.self)
    }

    @Test func marksEachPriorityBeforeTheNameAndLinesUpTheLabels() {
        let items = [item(4, "Call the bank", .medium), item(5, "Pay", .high), item(6, "Walk", .low), item(7, "Read", nil)]
        let expected = """
            Tomorrow
              4  !! Call the bank  Friday
              5  !!! Pay           Friday
              6  ! Walk            Friday
              7  Read              Friday

            """
        #expect(text(items, width: nil) == expected)
        #expect(text(items, width: 80) == expected)
    }

    @Test func aCutNameKeepsItsMarkerAndItsLineFits() {
        let items = [item(1, "Call the bank about the loan and the card", .high), item(2, "Read", nil)]
        let lines = text(items, width: 24).split(separator: "\n").dropFirst()
        #expect(lines.first?.hasPrefix("  1  !!! Call") == true)
        for line in lines {
            #expect(DisplayWidth.of(String(line)) <= 24)
            #expect(line.hasSuffix("  Friday"))
        }
        #expect(lines.map { DisplayWidth.of(String($0)) }.allSatisfy { $0 == DisplayWidth.of(String(lines.first ?? "")) })
    }
}
