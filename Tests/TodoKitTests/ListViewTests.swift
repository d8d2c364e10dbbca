import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

@Suite struct ListViewTests {
    private let plain = TextStyle(isEnabled: false)
    private let coloured = TextStyle(isEnabled: true)

    private func data(through: String? = "2026-11-29", sections: [UpcomingDisplaySection],
                      noContentMessage: String = "Nothing due through Sunday 29 November.") -> UpcomingDisplayData {
        UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: through, sections: sections,
                            noContentMessage: noContentMessage)
    }

    private func section(_ title: String, _ items: [(Int, String, String)]) -> UpcomingDisplaySection {
        UpcomingDisplaySection(title: title, items: items.map { id, name, label in
            UpcomingDisplayItem(id: id, name: name, dueLabel: label, due: "2026-11-21")
        }, isOverdue: title == "Overdue")
    }

    /// What `view` writes for `data` on a fresh terminal.
    private func render(_ data: UpcomingDisplayData, format: OutputFormat = .text, style: TextStyle? = nil,
                        width: Int? = nil) -> String {
        let terminal = FakeTerminal(outputIsTerminal: width != nil, width: width)
        let view = ListView(terminal: terminal, format: format, style: style ?? plain)
        if data.sections.isEmpty {
            view.showNoContentMessage(data)
        } else {
            view.showUpcomingDisplayData(data)
        }
        #expect(terminal.errors == "")
        return terminal.output
    }

    // MARK: Text

    @Test func severalSectionsAsText() {
        let output = render(data(sections: [
            section("Overdue", [(3, "Pay rent", "Fri 20 Nov")]),
            section("Today", [(12, "Buy milk", ""), (4, "Dentist", "14:30")]),
            section("Tomorrow", [(7, "Call Mum", "Sunday")]),
            section("Next Week", [(9, "Renew passport", "Monday"), (10, "Tax", "Friday 09:00")]),
        ]))
        #expect(output == """
            Overdue
               3  Pay rent  Fri 20 Nov

            Today
              12  Buy milk
               4  Dentist  14:30

            Tomorrow
               7  Call Mum  Sunday

            Next Week
               9  Renew passport  Monday
              10  Tax             Friday 09:00

            """)
    }

    @Test func headingsAreFlushLeftAndEveryOtherLineIsIndentedOrBlank() {
        let output = render(data(sections: [
            section("Today", [(1, "Buy milk", "")]),
            section("Later This Week", [(2, "Book club", "Friday"), (100, "Gym", "Thursday 07:00")]),
        ]))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [
            "Today", "    1  Buy milk", "",
            "Later This Week", "    2  Book club  Friday", "  100  Gym        Thursday 07:00", "",
        ])
    }

    @Test func colourOffWritesNoEscapeSequences() {
        let output = render(data(sections: [
            section("Overdue", [(3, "Pay rent", "Fri 20 Nov")]),
            section("Today", [(1, "Buy milk", ""), (2, "Dentist", "14:30")]),
        ]), style: plain)
        #expect(output == "Overdue\n  3  Pay rent  Fri 20 Nov\n\nToday\n  1  Buy milk\n  2  Dentist  14:30\n")
    }

    @Test func colourOnMakesOverdueRedOtherHeadingsBoldAndLabelsDim() {
        let output = render(data(sections: [
            section("Overdue", [(3, "Pay rent", "Fri 20 Nov")]),
            section("Today", [(1, "Buy milk", ""), (2, "Dentist", "14:30")]),
        ]), style: coloured)
        #expect(output == "\u{1B}[1;31mOverdue\u{1B}[0m\n"
            + "  3  Pay rent  \u{1B}[2mFri 20 Nov\u{1B}[0m\n"
            + "\n"
            + "\u{1B}[1mToday\u{1B}[0m\n"
            + "  1  Buy milk\n"
            + "  2  Dentist  \u{1B}[2m14:30\u{1B}[0m\n")
    }

    @Test func controlAndBidiCharactersInNamesAreEscapedAndLabelsStayAligned() {
        let output = render(data(sections: [
            section("Today", [(1, "Evil\u{1B}[2Jname\u{07}", ""), (2, "abc\u{202E}cba", "09:00"), (3, "tab\there", "10:00")]),
        ]), style: coloured)
        #expect(output == "\u{1B}[1mToday\u{1B}[0m\n"
            + "  1  Evil\\u{1B}[2Jname\\u{7}\n"
            + "  2  abc\\u{202E}cba  \u{1B}[2m09:00\u{1B}[0m\n"
            + "  3  tab\\u{9}here    \u{1B}[2m10:00\u{1B}[0m\n")
    }

    @Test func escapedNamesNeverReachTheTerminalRawWhenColourIsOff() {
        let output = render(data(sections: [
            section("Today", [(1, "a\u{1B}b\u{9B}c\u{7F}d\u{200F}e\r\nf", "")]),
        ]))
        #expect(output == "Today\n  1  a\\u{1B}b\\u{9B}c\\u{7F}d\\u{200F}e\\u{D}\\u{A}f\n")
    }

    // MARK: Width

    private let longName = "Call the plumber about the kitchen sink"

    @Test func withoutAWidthNothingIsCut() {
        let output = render(data(sections: [
            section("Today", [(1, longName + " " + longName, "")]),
            section("Tomorrow", [(2, longName, "Sunday")]),
        ]), width: nil)
        #expect(output == "Today\n  1  \(longName) \(longName)\n\nTomorrow\n  2  \(longName)  Sunday\n")
    }

    @Test func aWidthCutsLongNamesWithAnEllipsis() {
        let output = render(data(sections: [section("Today", [(1, longName, "")])]), width: 30)
        #expect(output == "Today\n  1  Call the plumber about t…\n")
    }

    @Test func aWideEnoughWidthCutsNothing() {
        let sections = [section("Today", [(1, longName, "")]), section("Tomorrow", [(2, longName, "Sunday")])]
        #expect(render(data(sections: sections), width: 80) == render(data(sections: sections), width: nil))
    }

    /// One view drawn twice, the terminal resized between: each draw fits the width of its moment.
    @Test func theWidthIsReadAtEveryDraw() {
        let terminal = FakeTerminal(outputIsTerminal: true, width: 80)
        let view = ListView(terminal: terminal, format: .text, style: plain)
        let list = data(sections: [section("Today", [(1, longName, "")])])
        view.showUpcomingDisplayData(list)
        terminal.width = 30
        view.showUpcomingDisplayData(list)
        #expect(terminal.output == "Today\n  1  \(longName)\nToday\n  1  Call the plumber about t…\n")
    }

    /// A cut name is not padded back to the widest name of its section.
    @Test func aCutLineWithALabelFitsTheWidth() throws {
        let output = render(data(sections: [
            section("Tomorrow", [(1, longName, "Sunday"), (2, "Pay rent", "Sunday 09:00")]),
        ]), width: 30)
        let lines = output.split(separator: "\n").map(String.init)
        try #require(lines.count == 3)
        #expect(lines.first == "Tomorrow")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
        #expect(lines[1].contains("…") && lines[1].hasSuffix("  Sunday"))
        #expect(lines[2].hasSuffix("  Sunday 09:00"))
        #expect(lines[1].count - "Sunday".count == lines[2].count - "Sunday 09:00".count, "labels line up")
        for line in lines {
            #expect(line.count <= 30, "\(line)")
        }
    }

    // MARK: Nothing to show

    @Test func noContentIsOneLine() {
        #expect(render(data(sections: [])) == "Nothing due through Sunday 29 November.\n")
        #expect(render(data(through: nil, sections: [], noContentMessage: "Nothing due.")) == "Nothing due.\n")
    }

    // MARK: JSON

    @Test func jsonIsTheContractsExample() {
        let output = render(data(sections: [
            UpcomingDisplaySection(title: "Today", items: [
                UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: "", due: "2026-11-21"),
            ]),
        ]), format: .json)
        #expect(output == #"{"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "#
            + #""sections": [{"title": "Today", "items": [{"id": 1, "name": "Buy milk", "due": "2026-11-21", "tags": []}]}]}"#
            + "\n")
    }

    @Test func jsonWithAllLeavesThroughOutAndIsNeitherStyledNorCut() {
        let output = render(data(through: nil, sections: [
            UpcomingDisplaySection(title: "Overdue", items: [
                UpcomingDisplayItem(id: 3, name: "Say \"hi\"\u{1B}\\", dueLabel: "Fri 20 Nov", due: "2026-11-20"),
            ]),
            UpcomingDisplaySection(title: "Later", items: [
                UpcomingDisplayItem(id: 12, name: longName, dueLabel: "Thu 7 Jan 2027 18:00", due: "2027-01-07T18:00"),
                UpcomingDisplayItem(id: 13, name: "Tax", dueLabel: "Fri 7 Jan 2028", due: "2028-01-07"),
            ]),
        ], noContentMessage: "Nothing due."), format: .json, style: coloured, width: 20)
        #expect(output == #"{"today": "2026-11-21", "weekStart": "monday", "sections": ["#
            + #"{"title": "Overdue", "items": [{"id": 3, "name": "Say \"hi\"\u001b\\", "due": "2026-11-20", "tags": []}]}, "#
            + #"{"title": "Later", "items": [{"id": 12, "name": "Call the plumber about the kitchen sink", "#
            + #""due": "2027-01-07T18:00", "tags": []}, {"id": 13, "name": "Tax", "due": "2028-01-07", "tags": []}]}]}"#
            + "\n")
    }

    @Test func jsonWithNothingToShowHasNoSections() {
        #expect(render(data(sections: []), format: .json)
            == #"{"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": []}"# + "\n")
        #expect(render(data(through: nil, sections: []), format: .json)
            == #"{"today": "2026-11-21", "weekStart": "monday", "sections": []}"# + "\n")
    }
}

/// The hint line, as text and as JSON's `"more"`.
@Suite struct ListViewHintTests {
    private func render(_ data: UpcomingDisplayData, format: OutputFormat = .text) -> String {
        let terminal = FakeTerminal()
        let view = ListView(terminal: terminal, format: format, style: TextStyle(isEnabled: true))
        if data.sections.isEmpty { view.showNoContentMessage(data) } else { view.showUpcomingDisplayData(data) }
        return terminal.output
    }

    private let hint = "3 more after next week and 1 without a date: todo list --all"

    private func data(_ sections: [UpcomingDisplaySection]) -> UpcomingDisplayData {
        UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29", sections: sections,
                            noContentMessage: "Nothing due through Sunday 29 November.",
                            leftOut: LeftOutCount(later: 3, someday: 1), leftOutHint: hint)
    }

    @Test func theHintIsTheLastLineUnindentedAndUnstyledAfterABlankLine() {
        let output = render(data([UpcomingDisplaySection(title: "Today", items: [
            UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: "", due: "2026-11-21"),
        ])]))
        #expect(output == "\u{1B}[1mToday\u{1B}[0m\n  1  Buy milk\n\n" + hint + "\n")
    }

    @Test func theHintFollowsTheNothingLine() {
        #expect(render(data([])) == "Nothing due through Sunday 29 November.\n" + hint + "\n")
    }

    @Test func jsonCarriesTheCountsInstead() {
        #expect(render(data([]), format: .json) == #"{"today": "2026-11-21", "weekStart": "monday", "#
            + #""through": "2026-11-29", "sections": [], "more": {"later": 3, "someday": 1, "waiting": 0}}"# + "\n")
    }
}
