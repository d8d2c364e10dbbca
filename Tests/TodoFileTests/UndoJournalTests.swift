import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
@testable import TodoFileSystem
import TodoTestSupport

private typealias UndoJournalLine = TodoFileSystem.UndoJournalLine<DataFileUndoChange>
private typealias UndoJournalEntry = TodoFileSystem.UndoJournalEntry<DataFileUndoChange>

/// The journal's lines, how they add up to what can be undone, and how it stays small: the
/// design both stores share, here with the data file's changes.
@Suite struct UndoJournalTests {
    static func identity(_ number: Int) -> FileIdentity {
        FileIdentity(device: 2049, inode: UInt64(100 + number), size: Int64(number), modifiedSeconds: 1_763_766_131,
                     modifiedNanoseconds: Int64(number))
    }

    static func added(_ id: Int) -> DataFileUndoChange {
        DataFileUndoChange(ChangeRecord(entries: [ChangeRecord.Entry(id: id, before: nil)]))
    }

    @Test func anIdentityIsWrittenAndReadBack() {
        let identity = FileIdentity(device: 2049, inode: 1_234_567, size: 5012, modifiedSeconds: 1_763_766_131,
                                    modifiedNanoseconds: 4_567)
        #expect(identity.text == "2049:1234567:5012:1763766131.000004567")
        #expect(FileIdentity(text: identity.text) == identity)
        #expect(FileIdentity(text: "2049:1234567:5012:1763766131.4567") == nil)
        #expect(FileIdentity(text: "2049:1234567:5012") == nil)
    }

    @Test func aChangeLineIsTheItemsAsTheDataFileHoldsThem() throws {
        let rent = TodoItem(id: 3, name: "Pay \"rent\"", due: try Fixture.due("2026-11-20T09:00"),
                            every: try RepeatRuleParser.parse("month"), done: "2026-11-21T09:30:00Z",
                            otherKeys: [JSONMember("tag", .array([.number("1.50"), .null]))])
        let book = TodoItem(id: 4, name: "Read", due: nil)
        let record = ChangeRecord(entries: [ChangeRecord.Entry(id: 3, before: rent), ChangeRecord.Entry(id: 7, before: nil),
                                            ChangeRecord.Entry(id: 4, before: book)])
        let line = UndoJournalLine.change(DataFileUndoChange(record), from: nil, to: Self.identity(1))
        #expect(String(decoding: line.encoded, as: UTF8.self) == """
            {"kind": "change", "from": null, "to": "2049:101:1:1763766131.000000001", "items": [\
            {"id": 3, "before": {"id": 3, "name": "Pay \\"rent\\"", "due": "2026-11-20T09:00", "every": "month", \
            "done": "2026-11-21T09:30:00Z", "tag": [1.50, null]}}, {"id": 7, "before": null}, \
            {"id": 4, "before": {"id": 4, "name": "Read"}}]}

            """)
        #expect(UndoJournalLine(Array(line.encoded.dropLast())) == line)
    }

    /// The line of a change as the previous version wrote it (before the journals of both
    /// stores became one design) is the line of this one: every journal it wrote is read.
    @Test func aLineThePreviousVersionWroteIsRead() throws {
        let line = #"{"kind": "change", "from": "2049:100:0:1763766131.000000000", "to": "2049:101:1:1763766131.000000001", "#
            + #""items": [{"id": 4, "before": {"id": 4, "name": "Read", "x-app": {"a": 1}}}, {"id": 7, "before": null}]}"#
        let book = TodoItem(id: 4, name: "Read", due: nil, otherKeys: [JSONMember("x-app", .object([JSONMember("a", .number("1"))]))])
        let record = ChangeRecord(entries: [ChangeRecord.Entry(id: 4, before: book), ChangeRecord.Entry(id: 7, before: nil)])
        let read = UndoJournalLine(Array(line.utf8))
        #expect(read == .change(DataFileUndoChange(record), from: Self.identity(0), to: Self.identity(1)))
        #expect(read?.encoded == Array(line.utf8) + [10])
        for old in [#"{"kind": "undo", "from": null, "to": "2049:101:1:1763766131.000000001"}"#,
                    #"{"kind": "rewrite", "from": "2049:101:1:1763766131.000000001", "to": "2049:102:2:1763766131.000000002"}"#] {
            #expect(UndoJournalLine(Array(old.utf8))?.encoded == Array(old.utf8) + [10])
        }
    }

    @Test func undoAndRewriteLinesAreReadBack() {
        for line in [UndoJournalLine.undo(from: Self.identity(2), to: Self.identity(3)),
                     .rewrite(from: nil, to: Self.identity(4))] {
            #expect(UndoJournalLine(Array(line.encoded.dropLast())) == line)
        }
    }

    @Test func aCutLastLineAndAGarbledLineAreLeftOut() {
        let first = UndoJournalLine.change(Self.added(1), from: nil, to: Self.identity(1))
        let second = UndoJournalLine.change(Self.added(2), from: Self.identity(1), to: Self.identity(2))
        let bytes = first.encoded + Array("{\"kind\": \"cha\n".utf8) + second.encoded + second.encoded.dropLast(9)
        #expect(UndoJournal<DataFileUndoChange>.lines(in: bytes) == [first, second])
    }

    @Test func undoingHandsTheFileOnToTheChangeBelow() {
        let entries = UndoJournalEntry.replay([
            .change(Self.added(1), from: nil, to: Self.identity(1)),
            .change(Self.added(2), from: Self.identity(1), to: Self.identity(2)),
            .undo(from: Self.identity(2), to: Self.identity(3)),
        ])
        #expect(entries == [UndoJournalEntry(change: Self.added(1), from: nil, to: Self.identity(3))])
    }

    @Test func aWriteByAnythingElseBreaksTheChain() {
        // The second change started from a file `todo` did not write (9): once it is undone,
        // the first cannot be, since the file is not the one it left.
        let entries = UndoJournalEntry.replay([
            .change(Self.added(1), from: nil, to: Self.identity(1)),
            .change(Self.added(2), from: Self.identity(9), to: Self.identity(2)),
            .undo(from: Self.identity(2), to: Self.identity(3)),
        ])
        #expect(entries == [UndoJournalEntry(change: Self.added(1), from: nil, to: Self.identity(1))])
    }

    @Test func aRewriteWithNoChangeKeepsTheChangeBeforeItUndoable() {
        let entries = UndoJournalEntry.replay([
            .change(Self.added(1), from: nil, to: Self.identity(1)),
            .rewrite(from: Self.identity(1), to: Self.identity(2)),
            .rewrite(from: Self.identity(8), to: Self.identity(9)),
        ])
        #expect(entries == [UndoJournalEntry(change: Self.added(1), from: nil, to: Self.identity(2))])
    }

    @Test func aLongJournalIsCompactedToTheNewestEntries() throws {
        let folder = try DataFileTestFolder()
        var journal = UndoJournal(dataPath: FilePath(folder.at("todo.json")))
        journal.kept = 20
        journal.compactionSize = 2_000
        for number in 1...130 {
            journal.append(.change(Self.added(number), from: Self.identity(number - 1), to: Self.identity(number)))
        }
        let entries = try journal.entries()
        #expect(entries.count >= 20 && entries.count <= 40)
        #expect(entries.last == UndoJournalEntry(change: Self.added(130), from: Self.identity(129), to: Self.identity(130)))
        #expect(entries.map { $0.change?.record.entries[0].id } == Array((131 - entries.count)...130))
        let bytes = try #require(folder.bytes(at: "todo.json.undo"))
        #expect(bytes.filter { $0 == UInt8(ascii: "\n") }.count == entries.count)
        #expect(folder.names() == ["todo.json.undo"])
    }

    @Test func theDefaultsKeepAtLeastTwentyStepsAndAFewHundredAdds() {
        let journal = UndoJournal<DataFileUndoChange>(dataPath: "/x/todo.json")
        #expect(journal.path == "/x/todo.json.undo")
        #expect(journal.kept == 100)
        #expect(journal.compactionSize == 64 * 1024)
    }

    @Test func aLineAfterACutOneStartsOnItsOwnLine() throws {
        let folder = try DataFileTestFolder()
        let first = UndoJournalLine.change(Self.added(1), from: nil, to: Self.identity(1))
        try folder.write(first.encoded + Array("{\"kind\": \"change\", \"fr".utf8), to: "todo.json.undo")
        let journal = UndoJournal(dataPath: FilePath(folder.at("todo.json")))
        let second = UndoJournalLine.change(Self.added(2), from: Self.identity(1), to: Self.identity(2))
        journal.append(second)
        #expect(try journal.entries().map(\.to) == [Self.identity(1), Self.identity(2)])
    }
}
