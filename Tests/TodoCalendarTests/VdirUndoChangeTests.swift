import Testing
@testable import TodoCalendar
import TodoCore
import TodoFileSystem

/// The folder's undo journal lines: the shared line (`UndoJournalLine`) with the files a
/// change touched; what is written reads back, and a previous version's line is kept but
/// never read as a change.
@Suite struct VdirUndoChangeTests {
    private typealias Line = UndoJournalLine<VdirUndoChange>
    private typealias File = VdirUndoChange.File

    @Test func whatIsWrittenIsOneLineOfJSONAndReadsBack() {
        let change = VdirUndoChange(files: [
            File(name: Array("a.ics".utf8), id: 3, before: [0, 255, 62, 63, 10], after: "1f"),
            File(name: Array("b.ics".utf8), id: 12, before: nil, after: "ab"),
            File(name: Array("c.ics".utf8), id: 1, before: Array("BEGIN:VCALENDAR".utf8), after: nil),
        ])
        let line = Line.change(change, from: nil, to: nil)
        #expect(String(decoding: line.encoded, as: UTF8.self) == """
            {"kind": "change", "files": [{"name": "YS5pY3M=", "id": 3, "before": "AP8+Pwo=", "after": "1f"}, \
            {"name": "Yi5pY3M=", "id": 12, "before": null, "after": "ab"}, \
            {"name": "Yy5pY3M=", "id": 1, "before": "QkVHSU46VkNBTEVOREFS", "after": null}]}

            """)
        #expect(Line(Array(line.encoded.dropLast())) == line)
        #expect(Line(Array(Line.undo(from: nil, to: nil).encoded.dropLast())) == .undo(from: nil, to: nil))
        #expect(String(decoding: Line.undo(from: nil, to: nil).encoded, as: UTF8.self) == "{\"kind\": \"undo\"}\n")
    }

    /// What the previous version wrote (`JSONEncoder`'s array, its hashes of another function)
    /// is kept as it is: undo cannot tell whether its files are still as it left them.
    @Test func aLineOfThePreviousVersionIsKeptAsItIs() {
        let line = Array(#"[{"after":"c0ffee","before":"\/z4=","id":7,"name":"YS5pY3M="},{"id":8,"name":"Yi5pY3M="}]"#.utf8)
        #expect(Line(line) == .previousVersion(line))
        #expect(Line.previousVersion(line).encoded == line + [10])
        #expect(Line(Array("[]".utf8)) == .previousVersion(Array("[]".utf8)))
    }

    @Test(arguments: ["", "[", "{}", #"{"kind": "change"}"#, #"{"kind": "change", "files": [{}]}"#,
                      #"{"kind": "change", "files": [{"id": 1, "name": "YQ", "before": null, "after": null}]}"#,
                      #"{"kind": "change", "files": [{"id": "1", "name": "YQ==", "before": null, "after": null}]}"#,
                      #"{"kind": "change", "files": [{"id": 1, "name": "YQ==", "before": 1, "after": null}]}"#,
                      #"{"kind": "change", "files": []} x"#, #"{"kind": "other"}"#, #"{"kind": "undo", "to": "x"}"#, "3"])
    func otherLinesAreNone(_ line: String) {
        #expect(Line(Array(line.utf8)) == nil)
    }

    @Test(arguments: [[], [0], [0, 1], [0, 1, 2], [255, 254, 253, 252], Array(0...255)] as [[UInt8]])
    func base64RoundTrips(_ bytes: [UInt8]) {
        #expect(Base64.decoded(Base64.encoded(bytes).utf8) == bytes)
    }

    @Test func base64IsRFC4648s() {
        #expect(Base64.encoded(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(Base64.encoded(Array("fooba".utf8)) == "Zm9vYmE=")
        #expect(Base64.encoded(Array("foob".utf8)) == "Zm9vYg==")
        #expect(Base64.decoded("Zm9=YmFy".utf8) == nil)
    }
}
