import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// `todo import` of todo's own JSON (`todo export`, or a data file): stamps
/// `2026-11-21T09:30:00Z`, Berlin in winter.
@Suite struct TodoJSONImportTests {
    private func makeInteractor(_ store: InMemoryDataStore) -> TransferInteractor {
        TransferInteractor(dataStore: store, clock: FrozenClock(), zone: FixedOffsetZone(hours: 1), makeUID: .counting())
    }

    private func items() throws -> [TodoItem] {
        [
            TodoItem(id: 3, name: "Pay rent", due: try Fixture.due("2027-02-28"),
                     every: RepeatRule(.step(count: 1, unit: .month), anchorDay: 31),
                     uid: "11111111-1111-4111-8111-111111111111", priority: .high, note: "by transfer\nref 42"),
            TodoItem(id: 7, name: "Dentist", due: try Fixture.due("2026-11-24T14:30"), uid: "dentist@example.com",
                     priority: .low, otherKeys: [JSONMember("mine", .number("1.50"))]),
            TodoItem(id: 9, name: "Sweep", due: nil, done: "2026-11-20T18:02:11Z", uid: "sweep"),
            TodoItem(id: 12, name: "Stand-up", due: try Fixture.due("2026-11-23T09:15"), every: RepeatRule(.weekdays), uid: "standup",
                     priority: .medium),
        ]
    }

    @Test func anExportIntoAnEmptyListGivesTheSameItemsWithNewIds() throws {
        let source = InMemoryDataStore(items: try items())
        let exported = try makeInteractor(source).exportItems(.json).bytes
        #expect(ImportFormat(recognising: exported) == .json)
        let target = InMemoryDataStore(items: [TodoItem(id: 1, name: "Here already", due: nil, uid: "here")])
        let outcome = try makeInteractor(target).importItems(exported, format: nil, source: "backup.json")
        #expect(outcome.added.map(\.id) == [2, 3, 4, 5])
        #expect(outcome.alreadyThere == 0)
        var expected = try items()
        for index in expected.indices { expected[index].id = index + 2 }
        #expect(try Array(target.fetch().items.dropFirst()) == expected)
        #expect(target.saveCount == 1)
    }

    @Test func anExportIntoItsOwnListAddsNothing() throws {
        let store = InMemoryDataStore(items: try items())
        let exported = try makeInteractor(store).exportItems(.json).bytes
        #expect(try makeInteractor(store).importItems(exported, format: .json, source: "backup.json")
                == ImportOutcome(added: [], alreadyThere: 4))
        #expect(store.saveCount == 0)
    }

    @Test func aWholeDataFileIsRecognisedAndImported() throws {
        let file = """
            {"nextId": 40, "version": 1, "mine": true,
             "items": [{"id": 30, "name": "Old one", "due": "2026-11-01", "uid": "old"},
                       {"id": 31, "name": "No uid yet", "taskwarriorUUID": "tw-1"}]}
            """
        #expect(ImportFormat(recognising: Array(file.utf8)) == .json)
        #expect(ImportFormat(recognising: Array(#"{"mine": 1, "version": 1, "items": []}"#.utf8)) == .json)
        #expect(ImportFormat(recognising: Array(#"{"description": "A", "uuid": "a"}"#.utf8)) == .taskwarrior)
        let store = InMemoryDataStore()
        let outcome = try makeInteractor(store).importItems(Array(file.utf8), format: nil, source: "todo.json")
        #expect(outcome.added.map(\.name) == ["Old one", "No uid yet"])
        #expect(try store.fetch().items == [
            TodoItem(id: 1, name: "Old one", due: try Fixture.due("2026-11-01"), uid: "old"),
            // An item an older version imported from Taskwarrior: its uuid is its uid.
            TodoItem(id: 2, name: "No uid yet", due: nil, uid: "tw-1", otherKeys: [JSONMember("taskwarriorUUID", .string("tw-1"))]),
        ])
        #expect(try makeInteractor(store).importItems(Array(file.utf8), format: nil, source: "todo.json").added.isEmpty)
    }

    @Test(arguments: [
        ("{\"version\": 1, \"items\": [\n  {\"id\": 1, \"name\": \"A\"},\n  {\"id\": 2, \"name\": \"B\", \"due\": \"soon\"}\n]}\n",
         "backup.json: line 3: item 2 (the 2nd in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"soon\""),
        ("{\"version\": 1, \"items\": [\n  {\"id\": 1, \"name\": \"A\"},\n  {\"id\": 2, \"name\": \"\"}\n]}\n",
         "backup.json: line 3: item 2 (the 2nd in \"items\"): \"name\" must not be empty"),
        ("{\"version\": 1, \"items\": [\n  {\"id\": 1, \"name\": \"A\", \"priority\": \"urgent\"}\n]}\n",
         "backup.json: line 2: item 1 (the 1st in \"items\"): \"priority\" cannot be \"urgent\""),
        ("{\"version\": 1, \"items\": [\n  {\"id\": 1, \"name\": \"A\"},\n  3\n]}\n",
         "backup.json: line 3: the 2nd item in \"items\" must be an object, not 3"),
        ("{\"version\": 1, \"items\": [\n  {\"id\": 1, \"name\": \"A\",}\n]}\n",
         "backup.json: line 2, column 25: expected a key in double quotes"),
        ("{\"version\": 2, \"items\": []}", "backup.json: version 2 is newer than this todo understands (1)"),
    ])
    func aBadRecordAddsNothingAndIsNamedByItsLine(text: String, message: String) throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Keep", due: nil)])
        #expect(throws: TodoError.badFile(message)) {
            try makeInteractor(store).importItems(Array(text.utf8), format: nil, source: "backup.json")
        }
        #expect(try store.fetch().items == [TodoItem(id: 1, name: "Keep", due: nil)])
        #expect(store.saveCount == 0)
    }

    @Test func aTaskwarriorExportNamedAsJSONIsNotADataFile() throws {
        #expect(throws: TodoError.badFile("task.json: the top level must be an object, not an array")) {
            try makeInteractor(InMemoryDataStore()).importItems(Array(#"[{"description":"A","uuid":"a"}]"#.utf8),
                                                                 format: .json, source: "task.json")
        }
    }

    @Test func iCalendarExportIntoAnEmptyListKeepsPrioritiesAndNotes() throws {
        let source = InMemoryDataStore(items: try items())
        let exported = try makeInteractor(source).exportItems(.ical).bytes
        let target = InMemoryDataStore()
        _ = try makeInteractor(target).importItems(exported, format: nil, source: "todo.ics")
        var expected = try items()
        for index in expected.indices {
            expected[index].id = index + 1
            expected[index].otherKeys = []
        }
        #expect(try target.fetch().items == expected)
        #expect(try makeInteractor(target).importItems(exported, format: nil, source: "todo.ics").added.isEmpty)
    }

    @Test func theWarningsOfAnImportAreCarriedToItsOutcome() throws {
        let text = #"[{"description":"A","uuid":"a","scheduled":"20261125T000000Z"},{"description":"B","uuid":"b","scheduled":"20261125T000000Z"}]"#
        let store = InMemoryDataStore()
        let unkept = [UnkeptData(what: "a \"scheduled\" date", count: 2)]
        #expect(try makeInteractor(store).importItems(Array(text.utf8), format: nil, source: "-").unkept == unkept)
        // Already there: nothing added, the same words about what is not kept.
        #expect(try makeInteractor(store).importItems(Array(text.utf8), format: nil, source: "-")
                == ImportOutcome(added: [], alreadyThere: 2, unkept: unkept))
    }
}
