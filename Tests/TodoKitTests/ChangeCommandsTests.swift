import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// `todo done`, `reopen`, `rm` and `edit` in-process, through `TodoApp.run` and the command
/// router, on an in-memory store: exact stdout, stderr and status, and what was saved.
@Suite struct ChangeCommandsTests {
    let items: [TodoItem]
    let store: InMemoryDataStore
    let environment = ["HOME": "/nonexistent", "TODO_WEEK_START": "monday"]

    init() throws {
        items = [
            TodoItem(id: 1, name: "Pay rent", due: try Fixture.due("2026-11-20")),
            TodoItem(id: 2, name: "Buy milk", due: try Fixture.due("2026-11-21")),
            TodoItem(id: 3, name: "Dentist", due: try Fixture.due("2026-11-24T14:30"), done: "2026-11-19T08:00:00Z",
                     otherKeys: [JSONMember("tag", .string("health"))]),
        ]
        store = InMemoryDataStore(TodoList(items: items, nextID: 4))
    }


    private func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let terminal = FakeTerminal()
        let status = TodoApp.run(arguments: ["--today", "2026-11-21"] + arguments, environment: environment,
                                 terminal: terminal, dataStore: store)
        return (status, terminal.output, terminal.errors)
    }

    private func item(_ id: Int) throws -> TodoItem? {
        try store.fetch().items.first { $0.id == id }
    }

    /// The stamp `done` wrote: the system clock's UTC time, so read back rather than guessed.
    private func stamp(_ id: Int) throws -> String {
        try #require(try item(id)?.done)
    }

    // MARK: done

    @Test func doneMarksItemsDoneAndSaysSo() throws {
        let result = run(["done", "1", "2"])
        #expect(result.status == .success)
        #expect(result.output == "Done 1: Pay rent\nDone 2: Buy milk\n")
        #expect(result.errors == "")
        let stamp = try stamp(1)
        #expect(stamp.utf8.count == 20 && stamp.hasSuffix("Z") && stamp.dropFirst(10).first == "T")
        #expect(try item(2)?.done == stamp)
        #expect(store.saveCount == 1)
        #expect(run(["list"]).output == "Nothing due through Sunday 29 November.\n")
    }

    @Test func doneJSONIsTheItemsAsTheyNowAre() throws {
        let result = run(["--json", "done", "2"])
        #expect(result.status == .success)
        let stamp = try stamp(2)
        #expect(result.output == "[{\"id\": 2, \"name\": \"Buy milk\", \"due\": \"2026-11-21\", \"done\": \"\(stamp)\", \"tags\": []}]\n")
        #expect(result.errors == "")
    }

    @Test func anItemAlreadyDoneIsLeftAsItWasWithAWarning() throws {
        let result = run(["done", "3", "1", "3"])
        #expect(result.status == .success)
        #expect(result.output == "Done 1: Pay rent\n")
        #expect(result.errors == "todo: 3 was already done\n")
        #expect(try item(3) == items[2])
        let json = run(["done", "3", "--json"])
        #expect(json.output == "[{\"id\": 3, \"name\": \"Dentist\", \"due\": \"2026-11-24T14:30\", \"done\": \"2026-11-19T08:00:00Z\", \"tags\": []}]\n")
        #expect(json.errors == "todo: 3 was already done\n")
    }

    // MARK: all or nothing

    @Test(arguments: [
        (["done", "1", "9", "2"], "todo: no item has id 9\n"),
        (["done", "12", "1", "9", "12"], "todo: no items have ids 12, 9\n"),
        (["reopen", "3", "9"], "todo: no item has id 9\n"),
        (["rm", "1", "2", "3", "4"], "todo: no item has id 4\n"),
        (["edit", "9", "--name", "x"], "todo: no item has id 9\n"),
    ])
    func anUnknownIDExits1AndChangesNothing(arguments: [String], message: String) throws {
        let result = run(arguments)
        #expect(result.status == .notFound)
        #expect(result.output == "")
        #expect(result.errors == message)
        #expect(store.saveCount == 0)
        #expect(try store.fetch() == TodoList(items: items, nextID: 4))
    }

    // MARK: the command line

    @Test(arguments: [
        (["done", "abc"], "todo: 'abc' is not an item id (ids are positive whole numbers)\n"),
        (["done", "1", "0"], "todo: '0' is not an item id (ids are positive whole numbers)\n"),
        (["reopen", "1.5"], "todo: '1.5' is not an item id (ids are positive whole numbers)\n"),
        (["rm", "+3"], "todo: '+3' is not an item id (ids are positive whole numbers)\n"),
        (["rm", "\u{FF10}"], "todo: '\u{FF10}' is not an item id (ids are positive whole numbers)\n"),
        (["done", "99999999999999999999"], "todo: '99999999999999999999' is not an item id (too large)\n"),
        (["done", "--", "-3"], "todo: '-3' is not an item id (ids are positive whole numbers)\n"),
        (["done", "-3"], "todo: unknown option '-3'; see 'todo --help'\n"),
        (["done"], "todo: todo done needs at least one ID: todo done ID... [--json]\n"),
        (["reopen", "--json"], "todo: todo reopen needs at least one ID: todo reopen ID... [--json]\n"),
        (["rm"], "todo: todo rm needs at least one ID: todo rm ID... [--json]\n"),
        (["edit", "--name", "x"], "todo: todo edit needs an ID: todo edit ID [+TAG|@CONTEXT...] [--name NAME] [--due DATE] [--start DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--untag WORD]... [--json]\n"),
        (["edit", "1", "--name", "Pay", "rent"],
         "todo: todo edit takes one ID, not 2: todo edit ID [+TAG|@CONTEXT...] [--name NAME] [--due DATE] [--start DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--untag WORD]... [--json]; quote a name that has spaces\n"),
        (["edit", "1"], "todo: nothing to change: give --name NAME, --due DATE, --start DATE, --every RULE, --priority P, --note TEXT, --url URL, +TAG or --untag WORD\n"),
        (["edit", "1", "--name", " "], "todo: the name is empty\n"),
        (["edit", "9", "--name", ""], "todo: the name is empty\n"),
        (["edit", "1", "--name", "Bell\u{7}"], "todo: the name contains a control character (\\u{7})\n"),
        (["done", "1", "--name", "x"], "todo: --name does not go with 'todo done'\n"),
        (["rm", "1", "--due", "tomorrow"], "todo: --due does not go with 'todo rm'\n"),
    ])
    func aWrongCommandLineExits64AndChangesNothing(arguments: [String], message: String) throws {
        let result = run(arguments)
        #expect(result.status == .usage)
        #expect(result.output == "")
        #expect(result.errors == message)
        #expect(store.saveCount == 0)
    }

    @Test func aDateEditCannotReadExits64() {
        let result = run(["edit", "1", "--due", "12/01/2026"])
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("todo: cannot read \"12/01/2026\" as a date"))
        #expect(store.saveCount == 0)
    }

    // MARK: reopen

    @Test func reopenTakesTheMarkOffAndPutsTheItemBackOnTheList() throws {
        let result = run(["reopen", "3"])
        #expect(result.status == .success)
        #expect(result.output == "Reopened 3: Dentist\n")
        #expect(result.errors == "")
        #expect(try item(3)?.done == nil)
        #expect(try item(3)?.otherKeys == [JSONMember("tag", .string("health"))])
        #expect(run(["list"]).output.contains("  3  Dentist"))
    }

    @Test func reopenWarnsAboutAnItemNotDoneAndStillSucceeds() throws {
        let result = run(["reopen", "--json", "1", "3"])
        #expect(result.status == .success)
        #expect(result.output == """
            [{"id": 1, "name": "Pay rent", "due": "2026-11-20", "tags": []}, {"id": 3, "name": "Dentist", "due": "2026-11-24T14:30", "tags": []}]

            """)
        #expect(result.errors == "todo: 1 is not done\n")
    }

    // MARK: rm

    @Test func rmRemovesForGoodAndPrintsTheItemsAsTheyWere() throws {
        let result = run(["rm", "3", "1", "--json"])
        #expect(result.status == .success)
        #expect(result.output == """
            [{"id": 3, "name": "Dentist", "due": "2026-11-24T14:30", "done": "2026-11-19T08:00:00Z", "tags": []}, \
            {"id": 1, "name": "Pay rent", "due": "2026-11-20", "tags": []}]

            """)
        #expect(try store.fetch().items.map(\.id) == [2])
        #expect(run(["rm", "2"]).output == "Removed 2: Buy milk\n")
    }

    @Test func anIDRemovedIsNeverGivenOutAgain() throws {
        _ = run(["rm", "3"])
        #expect(run(["add", "Next"]).output == "Added 4: Next (due Sat 21 Nov)\n")
        _ = run(["rm", "4"])
        #expect(run(["add", "After"]).output == "Added 5: After (due Sat 21 Nov)\n")
        #expect(run(["done", "4"]) == (.notFound, "", "todo: no item has id 4\n"))
    }

    // MARK: edit

    @Test func editChangesTheNameAndSaysWhenItIsDue() throws {
        let result = run(["edit", "1", "--name", "  Pay the rent "])
        #expect(result.status == .success)
        #expect(result.output == "Edited 1: Pay the rent (due Fri 20 Nov)\n")
        #expect(result.errors == "")
        #expect(try item(1) == TodoItem(id: 1, name: "Pay the rent", due: try Fixture.due("2026-11-20")))
    }

    @Test func editMovesTheDueDateEvenIntoThePast() throws {
        #expect(run(["edit", "2", "--due=2026-11-27"]).output == "Edited 2: Buy milk (due Fri 27 Nov)\n")
        let past = run(["edit", "2", "-d", "2025-12-31"])
        #expect(past.status == .success)
        #expect(past.output == "Edited 2: Buy milk (due Wed 31 Dec 2025)\n")
        #expect(try item(2)?.due == Fixture.due("2025-12-31"))
        #expect(run(["list"]).output == "Overdue\n  2  Buy milk  Wed 31 Dec 2025\n  1  Pay rent  Fri 20 Nov\n")
    }

    @Test func editBothAtOnceWithJSON() throws {
        let result = run(["edit", "--json", "3", "--name", "Dentist (moved)", "--due", "tomorrow"])
        #expect(result.status == .success)
        #expect(result.output == """
            [{"id": 3, "name": "Dentist (moved)", "due": "2026-11-22", "done": "2026-11-19T08:00:00Z", "tags": []}]

            """)
        #expect(try item(3)?.otherKeys == [JSONMember("tag", .string("health"))])
    }

    // MARK: help

    @Test(arguments: [CommandName.done, .reopen, .rm, .edit])
    func eachCommandHasItsHelp(command: CommandName) {
        let result = run([command.rawValue, "--help"])
        #expect(result.status == .success)
        #expect(result.output == HelpText.text(for: command))
        #expect(result.output.hasPrefix("Usage: todo \(command.rawValue) ID"))
        #expect(store.saveCount == 0)
    }
}
