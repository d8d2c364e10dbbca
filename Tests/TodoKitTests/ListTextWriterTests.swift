import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The fast text writer of `todo list` (output not cut: a pipe or a file) against the
/// `String` layout it stands in for.
@Suite struct ListTextWriterTests {
    private let plain = TextStyle(isEnabled: false)

    private func item(_ id: Int, _ name: String, _ label: String) -> UpcomingDisplayItem {
        UpcomingDisplayItem(id: id, name: name, dueLabel: label, due: "2026-11-21")
    }

    @Test func writesTheListAsTheLayoutDoes() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29", sections: [
            UpcomingDisplaySection(title: "Overdue", items: [item(12, "Pay rent", "Thu 19 Nov")]),
            UpcomingDisplaySection(title: "Today", items: [item(3, "Buy milk", ""), item(140, "Call\u{1B}", "14:30")]),
        ], noContentMessage: "Nothing due through Sunday 29 November.")
        let text = String(decoding: ListTextWriter(style: plain).bytes(data), as: UTF8.self)
        #expect(text == """
            Overdue
               12  Pay rent  Thu 19 Nov

            Today
                3  Buy milk
              140  Call\\u{1B}  14:30

            """)
        #expect(text == ListTextLayout(style: plain, width: nil).text(data))
    }

    @Test func colourWrapsHeadingsAndLabelsAsTheLayoutDoes() {
        let style = TextStyle(isEnabled: true)
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: [
            UpcomingDisplaySection(title: "Overdue", items: [item(1, "a", "Thu 19 Nov"), item(2, "b", "Thu 19 Nov")], isOverdue: true),
            UpcomingDisplaySection(title: "Later", items: [item(3, "c", "Mon 4 Jan 2027")]),
        ], noContentMessage: "Nothing due.")
        let bytes = ListTextWriter(style: style).bytes(data)
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\u{1B}[1;31mOverdue\u{1B}[0m\n  1  a  \u{1B}[2mThu 19 Nov\u{1B}[0m\n  2  b  \u{1B}[2mThu 19 Nov\u{1B}[0m\n"
            + "\n\u{1B}[1mLater\u{1B}[0m\n  3  c  \u{1B}[2mMon 4 Jan 2027\u{1B}[0m\n")
    }

    @Test func noSectionsIsNoBytes() {
        let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: [],
                                       noContentMessage: "Nothing due.")
        #expect(ListTextWriter(style: plain).bytes(data).isEmpty)
    }

    @Test func agreesWithTheLayoutOnRandomLists() {
        var random = SeededRandom(seed: 0x7157)
        let titles = ["Overdue", "Today", "Tomorrow", "Later This Week", "Next Week", "Later"]
        let labels = ["", "", "14:30", "Friday", "Friday 09:00", "Thu 7 Jan", "Mon 4 Jan 2027 23:59", "é\u{301}"]
        for round in 0..<1500 {
            let sections = (0..<random.below(4)).map { index in
                UpcomingDisplaySection(title: titles[(index + random.below(2)) % titles.count], items: (0..<random.below(9)).map { _ in
                    item(1 + random.below(round % 7 == 0 ? 1_000_000 : 60), random.name(maxPieces: round % 5 == 0 ? 30 : 8),
                         random.pick(labels))
                })
            }
            let data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: nil, sections: sections,
                                           noContentMessage: "Nothing due.")
            let style = TextStyle(isEnabled: round % 3 == 0)
            let expected = ListTextLayout(style: style, width: nil).text(data)
            #expect(String(decoding: ListTextWriter(style: style).bytes(data), as: UTF8.self) == expected)
        }
    }

    @Test(arguments: [(0, 1), (9, 1), (10, 2), (99, 2), (100, 3), (9_007_199_254_740_991, 16), (-5, 2)])
    func digitCountIsTheLengthOfTheNumbersText(_ value: Int, _ count: Int) {
        #expect(ListTextWriter.digitCount(value) == count)
        #expect(String(value).count == count)
    }
}
