import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Show view's exact text: a header line per item, then its fields, one a line, their
/// values lined up; and the JSON array of the items, as every command writes items.
@Suite struct ShowViewTests {
    static let rent = ShowDisplayItem(
        item: ItemDisplay(ItemSnapshot(TodoItem(id: 14, name: "Pay rent +home", due: DueDate(iso: "2026-11-30"),
                                                every: RepeatRuleParser.rule(in: "month"), uid: "uid-14", priority: .high,
                                                note: "the landlord\nIBAN on the fridge"))),
        fields: [ShowField(.due, "Monday 30 November 2026"), ShowField(.repeats, "every month"), ShowField(.priority, "high"),
                 ShowField(.tags, "home"), ShowField(.note, "the landlord\nIBAN on the fridge"), ShowField(.uid, "uid-14")])
    static let milk = ShowDisplayItem(item: ItemDisplay(ItemSnapshot(TodoItem(id: 2, name: "Buy milk", due: nil,
                                                                              done: "2026-11-20T18:02:11Z"))),
                                      fields: [ShowField(.due, "none"),
                                               ShowField(.done, "Friday 20 November 2026 (2026-11-20T18:02:11Z)")])

    private func shown(_ data: ShowDisplayData, format: OutputFormat) -> FakeTerminal {
        let terminal = FakeTerminal()
        ShowView(eventHandler: ShowModuleInterfaceSpy(), terminal: terminal, format: format).showItems(data)
        return terminal
    }

    @Test func textIsAHeaderThenTheFieldsLinedUpWithABlankLineBetweenItems() {
        let terminal = shown(ShowDisplayData(items: [Self.rent, Self.milk]), format: .text)
        #expect(terminal.output == """
            14  Pay rent +home
                Due:      Monday 30 November 2026
                Repeats:  every month
                Priority: high
                Tags:     home
                Note:     the landlord
                          IBAN on the fridge
                UID:      uid-14

            2  Buy milk
                Due:      none
                Done:     Friday 20 November 2026 (2026-11-20T18:02:11Z)

            """)
        #expect(terminal.errors == "")
    }

    @Test func controlCharactersAreEscapedInEveryValue() {
        let item = ShowDisplayItem(item: ItemDisplay(ItemSnapshot(TodoItem(id: 1, name: "Evil \u{1B}[2J", due: nil))),
                                   fields: [ShowField(.note, "a\u{7}b\nc\u{202E}d"), ShowField(.uid, "x\u{1B}y")])
        #expect(shown(ShowDisplayData(items: [item]), format: .text).output == """
            1  Evil \\u{1B}[2J
                Note:     a\\u{7}b
                          c\\u{202E}d
                UID:      x\\u{1B}y

            """)
    }

    @Test func nothingFoundWritesNoText() {
        #expect(shown(ShowDisplayData(items: []), format: .text).output == "")
    }

    @Test func jsonIsOneArrayOfTheItemsInTheShapeOfEveryCommandsItems() {
        #expect(shown(ShowDisplayData(items: [Self.rent, Self.milk]), format: .json).output == """
            [{"id": 14, "name": "Pay rent +home", "due": "2026-11-30", "every": "month", "priority": "high", \
            "note": "the landlord\\nIBAN on the fridge", "tags": ["home"], "uid": "uid-14"}, \
            {"id": 2, "name": "Buy milk", "done": "2026-11-20T18:02:11Z", "tags": []}]

            """)
    }

    /// A script reading `todo show 9 --json` gets JSON even when no item has the id.
    @Test func nothingFoundIsAnEmptyArray() {
        #expect(shown(ShowDisplayData(items: []), format: .json).output == "[]\n")
    }

    @Test func submittingHandsTheIDsToThePresenter() throws {
        let presenter = ShowModuleInterfaceSpy()
        try ShowView(eventHandler: presenter, terminal: FakeTerminal(), format: .text).submit(ids: ["3", "x"])
        #expect(presenter.actions == [["3", "x"]])
    }
}
