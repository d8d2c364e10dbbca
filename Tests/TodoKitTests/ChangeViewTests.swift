import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Change view's exact text: lines on standard output, warnings on standard error.
@Suite struct ChangeViewTests {
    static let doneData = ChangeDisplayData(verb: "Done", items: [
        ItemDisplay(id: 3, name: "Pay rent", due: "2026-11-20", done: "2026-11-21T09:30:00Z"),
        ItemDisplay(id: 12, name: "Old", due: "2026-11-19T08:00", done: "2026-11-19T10:00:00Z"),
        ItemDisplay(id: 4, name: "Call \"mum\"", due: "2026-11-21", done: "2026-11-21T09:30:00Z"),
    ], unchangedIDs: [12], warnings: ["12 was already done"])

    @Test func textIsOneLinePerItemChangedAndTheWarningsOnStandardError() {
        let terminal = FakeTerminal()
        ChangeView(eventHandler: ChangeModuleInterfaceSpy(), terminal: terminal, format: .text).showChangedItems(Self.doneData)
        #expect(terminal.output == "Done 3: Pay rent\nDone 4: Call \"mum\"\n")
        #expect(terminal.errors == "todo: 12 was already done\n")
    }

    @Test func editLinesCarryTheDueLabel() {
        let terminal = FakeTerminal()
        let data = ChangeDisplayData(verb: "Edited", items: [
            ItemDisplay(id: 3, name: "Pay rent", due: "2026-11-27", dueLabel: "Fri 27 Nov"),
        ], showsDue: true)
        ChangeView(eventHandler: ChangeModuleInterfaceSpy(), terminal: terminal, format: .text).showChangedItems(data)
        #expect(terminal.output == "Edited 3: Pay rent (due Fri 27 Nov)\n")
        #expect(terminal.errors == "")
    }

    @Test func namesAreEscapedInText() {
        let terminal = FakeTerminal()
        let data = ChangeDisplayData(verb: "Removed", items: [
            ItemDisplay(id: 1, name: "Evil \u{1B}[2J\u{7} \u{202E}name", due: "2026-11-21"),
        ])
        ChangeView(eventHandler: ChangeModuleInterfaceSpy(), terminal: terminal, format: .text).showChangedItems(data)
        #expect(terminal.output == "Removed 1: Evil \\u{1B}[2J\\u{7} \\u{202E}name\n")
    }

    @Test func onlyWarningsWriteNothingToStandardOutput() {
        let terminal = FakeTerminal()
        let data = ChangeDisplayData(verb: "Reopened", items: [
            ItemDisplay(id: 5, name: "Open", due: "2026-11-21"),
        ], unchangedIDs: [5], warnings: ["5 is not done"])
        ChangeView(eventHandler: ChangeModuleInterfaceSpy(), terminal: terminal, format: .text).showChangedItems(data)
        #expect(terminal.output == "")
        #expect(terminal.errors == "todo: 5 is not done\n")
    }

    @Test func jsonIsOneArrayOfEveryItemNamedWithDoneOnlyWhenDone() {
        let terminal = FakeTerminal()
        ChangeView(eventHandler: ChangeModuleInterfaceSpy(), terminal: terminal, format: .json).showChangedItems(Self.doneData)
        #expect(terminal.output == """
            [{"id": 3, "name": "Pay rent", "due": "2026-11-20", "done": "2026-11-21T09:30:00Z", "tags": []}, \
            {"id": 12, "name": "Old", "due": "2026-11-19T08:00", "done": "2026-11-19T10:00:00Z", "tags": []}, \
            {"id": 4, "name": "Call \\"mum\\"", "due": "2026-11-21", "done": "2026-11-21T09:30:00Z", "tags": []}]

            """)
        #expect(terminal.errors == "todo: 12 was already done\n")
        let open = FakeTerminal()
        ChangeView(eventHandler: ChangeModuleInterfaceSpy(), terminal: open, format: .json).showChangedItems(ChangeDisplayData(verb: "Reopened", items: [
            ItemDisplay(id: 7, name: "Tab\there", due: "2026-11-22", dueLabel: "Sun 22 Nov"),
        ]))
        #expect(open.output == "[{\"id\": 7, \"name\": \"Tab\\there\", \"due\": \"2026-11-22\", \"tags\": []}]\n")
    }

    @Test(arguments: [
        ChangeRequest.complete(ids: ["1", "2"]), .reopen(ids: ["3"]), .remove(ids: ["4", "4"]),
        .edit(ids: ["5"], draft: ItemDraft(name: "New", due: "fri")), .edit(ids: [], draft: ItemDraft()),
    ])
    func submitSendsTheMatchingAction(request: ChangeRequest) throws {
        let handler = ChangeModuleInterfaceSpy()
        let view = ChangeView(eventHandler: handler, terminal: FakeTerminal(), format: .text)
        try view.submit(request)
        #expect(handler.actions == [request])
    }
}
