import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

@Suite struct ItemKeyTests {
    /// The keys the encoder writes for an item with every field set are exactly the known keys,
    /// in the encoder's order: a field written without being declared here would be taken for
    /// a user's key by the readers, and dropped on the next rewrite.
    @Test func theKnownKeysAreExactlyWhatTheEncoderWritesForAFullItem() throws {
        var item = TodoItem(id: 7, name: "Pay rent", due: try Fixture.due("2026-11-20T09:00"),
                            every: RepeatRule(.step(count: 1, unit: .month)), done: "2026-11-20T18:02:11Z",
                            uid: "8a7b9c1e-0000-4000-8000-000000000007", priority: .high, note: "Ask for the receipt")
        // Every plain field of the table set too, whichever there are.
        for field in ItemField.texts where item[spelling: field] == nil { item[spelling: field] = "x-" + field.name }
        var bytes: [UInt8] = []
        TodoFileEncoder.appendItem(item, to: &bytes)
        guard case .object(let members) = try JSONParser.parse(bytes) else {
            Issue.record("not an object: \(String(decoding: bytes, as: UTF8.self))")
            return
        }
        #expect(members.map(\.key) == ItemField.all.map(\.name))
        #expect(Array(ItemField.all.prefix(8).map(\.name)) == ["id", "name", "due", "every", "done", "uid", "priority", "note"])
    }

    @Test func eachLiteralIsItsName() {
        for field in ItemField.all {
            #expect(String(decoding: UnsafeBufferPointer(start: field.key.utf8Start, count: field.key.utf8CodeUnitCount),
                           as: UTF8.self) == field.name)
        }
    }

    /// A known key spelt with escapes is read into its field, not kept as a user's own key.
    @Test func aKnownKeyWithEscapesIsStillKnown() throws {
        let file = Array(#"{"version": 1, "items": [{"id": 1, "name": "x", "due": "2026-11-21", "\u0064one": "2026-11-21T10:00:00Z"}]}"#.utf8)
        let list = try TodoFileCodec.decode(file, path: "t.json")
        #expect(list.items.map(\.done) == ["2026-11-21T10:00:00Z"])
        #expect(list.items.first?.otherKeys == [])
    }
}
