import Testing
@testable import TodoCalendar

/// The folder's undo journal lines: what is written reads back, and so does what
/// `JSONEncoder` wrote before (keys sorted, no spaces, `/` as `\/`, nil keys left out).
@Suite struct VdirUndoJournalLineTests {
    private typealias FileChange = VdirUndoJournal.FileChange

    @Test func whatIsWrittenReadsBack() {
        let change = [FileChange(name: Array("a.ics".utf8), id: 3, before: [0, 255, 62, 63, 10], after: "1f"),
                      FileChange(name: Array("b.ics".utf8), id: 12, before: nil, after: "ab"),
                      FileChange(name: Array("c.ics".utf8), id: 1, before: Array("BEGIN:VCALENDAR".utf8), after: nil)]
        var line: [UInt8] = []
        VdirUndoJournalLine.write(change, into: &line)
        #expect(VdirUndoJournalLine.changes(line[...]) == change)
    }

    @Test func aLineJSONEncoderWroteReads() {
        let line = #"[{"after":"c0ffee","before":"\/z4=","id":7,"name":"YS5pY3M="},{"id":8,"name":"Yi5pY3M="}]"#
        #expect(VdirUndoJournalLine.changes(Array(line.utf8)[...]) == [
            FileChange(name: Array("a.ics".utf8), id: 7, before: [255, 62], after: "c0ffee"),
            FileChange(name: Array("b.ics".utf8), id: 8, before: nil, after: nil),
        ])
    }

    @Test(arguments: ["", "[", "[{}]", #"[{"id":1}]"#, #"[{"id":1,"name":"YQ"}]"#, #"[{"id":1,"name":"YQ==","x":1}]"#,
                      #"[{"id":1,"name":"YQ=="}] x"#, #"[{"id":"1","name":"YQ=="}]"#, #"{"id":1,"name":"YQ=="}"#])
    func otherLinesAreNone(_ line: String) {
        #expect(VdirUndoJournalLine.changes(Array(line.utf8)[...]) == nil)
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
