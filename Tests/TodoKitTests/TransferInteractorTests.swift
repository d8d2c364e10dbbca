import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Import and export against the in-memory store; stamps `2026-11-21T09:30:00Z`, Berlin in winter.
@Suite struct TransferInteractorTests {
    private func makeInteractor(_ store: InMemoryDataStore) -> TransferInteractor {
        TransferInteractor(dataStore: store, clock: FrozenClock(), zone: FixedOffsetZone(hours: 1), makeUID: .counting())
    }

    private func importText(_ text: String, into store: InMemoryDataStore, format: ImportFormat? = nil) throws -> ImportOutcome {
        try makeInteractor(store).importItems(Array(text.utf8), format: format, source: "tasks.json")
    }

    private let todoTxt = "Call mum @phone\n(A) Pay rent due:2026-12-01 rec:+1m\nx 2026-11-20 Sweep\n"

    @Test func importAddsTheItemsWithTheNextIdsAndTheirOrigins() throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 4, name: "Already here", due: nil)])
        let outcome = try importText(todoTxt, into: store)
        #expect(outcome == ImportOutcome(added: [
            .init(id: 5, name: "Call mum @phone", due: nil, every: nil, done: nil, uid: UIDMaker.counted(1)),
            ItemSnapshot(TodoItem(id: 6, name: "Pay rent", due: try Fixture.due("2026-12-01"), every: RepeatRule(.step(count: 1, unit: .month)),
                                  uid: UIDMaker.counted(2), priority: .high)),
            .init(id: 7, name: "Sweep", due: nil, every: nil, done: "2026-11-20T12:00:00Z", uid: UIDMaker.counted(3)),
        ], alreadyThere: 0))
        #expect(try store.fetch().items == [
            TodoItem(id: 4, name: "Already here", due: nil),
            TodoItem(id: 5, name: "Call mum @phone", due: nil, uid: UIDMaker.counted(1), otherKeys: [JSONMember("todotxtLine", .string("Call mum @phone"))]),
            TodoItem(id: 6, name: "Pay rent", due: try Fixture.due("2026-12-01"), every: RepeatRule(.step(count: 1, unit: .month)),
                     uid: UIDMaker.counted(2), priority: .high, otherKeys: [JSONMember("todotxtLine", .string("(A) Pay rent due:2026-12-01 rec:+1m"))]),
            TodoItem(id: 7, name: "Sweep", due: nil, done: "2026-11-20T12:00:00Z", uid: UIDMaker.counted(3),
                     otherKeys: [JSONMember("todotxtLine", .string("x 2026-11-20 Sweep"))]),
        ])
        #expect(store.saveCount == 1)
    }

    @Test func importingTheSameExportTwiceAddsNothingTheSecondTime() throws {
        let store = InMemoryDataStore()
        _ = try importText(TaskwarriorReaderTests.realExport, into: store)
        let before = try store.fetch()
        let again = try importText(TaskwarriorReaderTests.realExport, into: store)
        #expect(again == ImportOutcome(added: [], alreadyThere: 4))
        #expect(try store.fetch() == before)
        #expect(store.saveCount == 1)
    }

    @Test func anItemEditedSinceIsStillKnownByItsOrigin() throws {
        let store = InMemoryDataStore()
        _ = try importText(todoTxt, into: store)
        var list = try store.fetch()
        list.items[0].name = "Call dad"
        store.changeBehindTheStoresBack(list)
        #expect(try importText(todoTxt + "New one\n", into: store).added.map(\.name) == ["New one"])
    }

    @Test func theSameLineTwiceIsTwoItemsAndStaysTwo() throws {
        let store = InMemoryDataStore()
        #expect(try importText("Stretch\nStretch\n", into: store).added.map(\.id) == [1, 2])
        #expect(try importText("Stretch\nStretch\nStretch\n", into: store).added.map(\.id) == [3])
    }

    /// A cancelled item (a done item with the status `cancelled`) exported and imported into
    /// an empty list is cancelled again, not plainly done.
    @Test(arguments: [ExportFormat.json, .ical])
    func aCancelledItemComesBackCancelled(format: ExportFormat) throws {
        var dropped = TodoItem(id: 1, name: "Dropped", due: nil, done: "2026-11-20T10:00:00Z", uid: "dropped")
        dropped.texts.status = TodoItem.cancelled
        let exported = try makeInteractor(InMemoryDataStore(items: [dropped])).exportItems(format).bytes
        let target = InMemoryDataStore()
        #expect(try makeInteractor(target).importItems(exported, format: nil, source: "-").added.map(\.id) == [1])
        #expect(try target.fetch().items == [dropped])
    }

    @Test func oneBadRecordAddsNothing() throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Keep", due: nil)])
        #expect(throws: TodoError.badFile("tasks.json: line 2: cannot read 'due:tomorrow' as a date (due:YYYY-MM-DD)")) {
            try importText("Fine\nBad due:tomorrow\n", into: store)
        }
        #expect(try store.fetch().items == [TodoItem(id: 1, name: "Keep", due: nil)])
        #expect(store.saveCount == 0)
    }

    @Test func theImportIsOneChangeForUndo() throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Keep", due: nil)])
        _ = try importText(todoTxt, into: store)
        let undone = try store.undoLatestChange()
        #expect(undone.removed.map(\.id) == [2, 3, 4])
        #expect(try store.fetch().items == [TodoItem(id: 1, name: "Keep", due: nil)])
    }

    @Test func theFormatIsRecognisedFromTheContent() throws {
        #expect(ImportFormat(recognising: Array("  \n[{}]".utf8)) == .taskwarrior)
        #expect(ImportFormat(recognising: Array("{\"a\":1}".utf8)) == .taskwarrior)
        #expect(ImportFormat(recognising: Array("\u{FEFF}begin:vcalendar\r\n".utf8)) == .ical)
        #expect(ImportFormat(recognising: Array("BEGIN:VCALENDAR\r\n".utf8)) == .ical)
        #expect(ImportFormat(recognising: Array("(A) Call mum\n".utf8)) == .todotxt)
        #expect(ImportFormat(recognising: []) == .todotxt)
        // JSON only when a key, an object or the end follows: todo.txt lines can start so too.
        #expect(ImportFormat(recognising: Array("[\n  {\"uuid\": \"a\"}\n]".utf8)) == .taskwarrior)
        #expect(ImportFormat(recognising: Array("[]".utf8)) == .taskwarrior)
        #expect(ImportFormat(recognising: Array("{ }".utf8)) == .taskwarrior)
        #expect(ImportFormat(recognising: Array("[urgent] fix the bug\n".utf8)) == .todotxt)
        #expect(ImportFormat(recognising: Array("{draft} write the letter\n".utf8)) == .todotxt)
        #expect(ImportFormat(recognising: Array("[".utf8)) == .todotxt)
    }

    /// Text that is not UTF-8 is refused in every format, naming its line, and adds nothing.
    @Test(arguments: [ImportFormat.todotxt, .json, nil])
    func textThatIsNotUTF8IsRefusedNamingItsLine(_ format: ImportFormat?) throws {
        let store = InMemoryDataStore()
        let content: [UInt8] = format == .json
            ? Array("{\"version\": 1,\n\"items\": [{\"id\": 1, \"name\": \"Caf".utf8) + [0xE9] + Array("\"}]}".utf8)
            : Array("Call mum\nCaf".utf8) + [0xE9] + Array(" au lait\n".utf8)
        #expect(throws: TodoError.badFile("tasks.json: line 2: not UTF-8")) {
            try makeInteractor(store).importItems(content, format: format, source: "tasks.json")
        }
        #expect(try store.fetch().items == [])
        #expect(store.saveCount == 0)
    }

    @Test func aNamedFormatIsUsedWhateverTheContentLooksLike() throws {
        let store = InMemoryDataStore()
        #expect(try importText("[not json] a todo.txt line", into: store, format: .todotxt).added.map(\.name)
                == ["[not json] a todo.txt line"])
    }

    @Test func nothingToImportSavesNothing() throws {
        let store = InMemoryDataStore()
        #expect(try importText("\n\n", into: store) == ImportOutcome(added: [], alreadyThere: 0))
        #expect(store.saveCount == 0)
    }

    @Test func unknownFormatsAreNamed() throws {
        #expect(throws: TodoError.usage("unknown format 'xml'; the formats are taskwarrior, todotxt, ical, json")) {
            try ImportFormat(named: "xml")
        }
        #expect(throws: TodoError.usage("unknown format 'xml'; the formats are json, ical, todotxt")) {
            try ExportFormat(named: "xml")
        }
        #expect(try ImportFormat(named: "TodoTxt") == .todotxt)
        #expect(try ExportFormat(named: nil) == .json)
    }

    @Test func exportJSONIsTheItemsAsTheDataFileHoldsThem() throws {
        let store = InMemoryDataStore(TodoList(items: [
            TodoItem(id: 2, name: "Pay rent", due: try Fixture.due("2026-12-01"), every: RepeatRule(.step(count: 1, unit: .month)),
                     otherKeys: [JSONMember("mine", .number("1.50"))]),
            TodoItem(id: 3, name: "Sweep", due: nil, done: "2026-11-20T18:02:11Z"),
        ], nextID: 9, otherKeys: [JSONMember("listKey", .bool(true))]))
        let interactor = makeInteractor(store)
        let expected = """
            {
              "version": 1,
              "items": [
                {"id": 2, "name": "Pay rent", "due": "2026-12-01", "every": "month", "uid": "\(UIDMaker.counted(1))", "mine": 1.50},
                {"id": 3, "name": "Sweep", "done": "2026-11-20T18:02:11Z", "uid": "\(UIDMaker.counted(2))"}
              ]
            }

            """
        #expect(try interactor.exportItems(.json) == ExportOutcome(bytes: Array(expected.utf8)))
        // The uids were saved: the next export gives the same, and makes none.
        #expect(try store.fetch().items.map(\.uid) == [UIDMaker.counted(1), UIDMaker.counted(2)])
        #expect(try interactor.exportItems(.json) == ExportOutcome(bytes: Array(expected.utf8)))
    }

    /// A read-only data file: the export goes on without the uids, and says how many.
    @Test func exportOfItemsWithoutUIDsFromAStoreThatCannotBeWrittenSaysSo() throws {
        let error = TodoError.io("cannot write /x/todo.json: Permission denied")
        let store = ReadOnlyDataStore(TodoList(items: [
            TodoItem(id: 1, name: "Sweep", due: nil), TodoItem(id: 2, name: "Mop", due: nil, uid: "u2"),
            TodoItem(id: 3, name: "Dust", due: nil),
        ]), error: error)
        let interactor = TransferInteractor(dataStore: store, clock: FrozenClock(), zone: FixedOffsetZone(hours: 1), makeUID: .counting())
        let outcome = try interactor.exportItems(.json)
        #expect(outcome.unsavedUIDCount == 2)
        #expect(outcome.unsavedBecause == "cannot write /x/todo.json: Permission denied")
        #expect(String(decoding: outcome.bytes, as: UTF8.self).contains("{\"id\": 1, \"name\": \"Sweep\"}"))
        #expect(TransferPresenter.warning(for: outcome) == "2 items have no uid, and theirs could not be saved "
            + "(cannot write /x/todo.json: Permission denied): their UIDs will differ at the next export")
        #expect(TransferPresenter.warning(for: ExportOutcome(bytes: [], unsavedUIDCount: 1, unsavedBecause: "why"))
            == "1 item has no uid, and it could not be saved (why): its UID will differ at the next export")
        #expect(TransferPresenter.warning(for: ExportOutcome(bytes: [])) == nil)
    }

    /// Any other failure to write (not an I/O one) is the export's failure.
    @Test func exportFailsOnAnyOtherWriteError() {
        let store = ReadOnlyDataStore(TodoList(items: [TodoItem(id: 1, name: "Sweep", due: nil)]),
                                      error: TodoError.badFile("/x/todo.json: bad"))
        let interactor = TransferInteractor(dataStore: store, clock: FrozenClock(), zone: FixedOffsetZone(hours: 1), makeUID: .counting())
        #expect(throws: TodoError.badFile("/x/todo.json: bad")) { try interactor.exportItems(.json) }
    }

    @Test func exportTodoTxtThenImportIntoAnEmptyListGivesTheSameItems() throws {
        let source = InMemoryDataStore(items: [
            TodoItem(id: 1, name: "Buy milk @shop", due: try Fixture.due("2026-11-21")),
            TodoItem(id: 2, name: "Dentist", due: try Fixture.due("2026-11-24T14:30")),
            TodoItem(id: 3, name: "Pay rent +home", due: try Fixture.due("2026-12-01"), every: RepeatRule(.step(count: 2, unit: .month))),
            TodoItem(id: 4, name: "Read a book", due: nil),
            TodoItem(id: 5, name: "Sweep", due: try Fixture.due("2026-11-20"), done: "2026-11-20T12:00:00Z"),
        ])
        let exported = try makeInteractor(source).exportItems(.todotxt).bytes
        let target = InMemoryDataStore()
        _ = try makeInteractor(target).importItems(exported, format: nil, source: "-")
        #expect(try target.fetch().items.map { TodoItem(id: $0.id, name: $0.name, due: $0.due, every: $0.every, done: $0.done) }
                == (try source.fetch().items).map { TodoItem(id: $0.id, name: $0.name, due: $0.due, every: $0.every, done: $0.done) })
    }
}
