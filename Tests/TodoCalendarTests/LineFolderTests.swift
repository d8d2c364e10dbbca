import Testing
@testable import TodoCalendar

/// Folding at 75 octets, never inside a UTF-8 sequence, and unfolding back.
@Suite struct LineFolderTests {
    @Test func shortLinesAreNotFolded() {
        #expect(LineFolder.fold(Array("SUMMARY:Buy milk".utf8)) == Array("SUMMARY:Buy milk\r\n".utf8))
    }

    @Test func longLinesAreFoldedAt75Octets() {
        let line = "SUMMARY:" + String(repeating: "a", count: 200)
        let folded = LineFolder.fold(Array(line.utf8))
        let physical = String(decoding: folded, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(physical.map(\.utf8.count) == [75, 75, 60, 0])
        #expect(physical.dropFirst().dropLast().allSatisfy { $0.hasPrefix(" ") })
        #expect(CalendarParser.unfold(folded) == Array(line.utf8))
    }

    @Test(arguments: ["é", "日", "🙂", "👩‍👩‍👧"])
    func multiByteCharactersAreNeverSplit(character: String) throws {
        let line = "SUMMARY:" + String(repeating: character, count: 60)
        let folded = LineFolder.fold(Array(line.utf8))
        for physical in String(decoding: folded, as: UTF8.self).components(separatedBy: "\r\n") {
            #expect(physical.utf8.count <= 75)
        }
        let pieces = folded.split(separator: 0x0A).map { Array($0) }
        for piece in pieces {
            #expect(String(validating: piece, as: UTF8.self) != nil)
        }
        #expect(CalendarParser.unfold(folded) == Array(line.utf8))
    }
}
