import Testing
@testable import TodoFile
import TodoTestSupport

@Suite struct ByteEditTests {
    @Test func editsThatGrowAndShrinkLandWhereTheyBelong() {
        var bytes = Array("0123456789".utf8)
        ByteEdit.apply([ByteEdit(range: 1..<3, bytes: Array("abcd".utf8)), ByteEdit(range: 5..<8, bytes: []),
                        ByteEdit(range: 9..<9, bytes: Array("XY".utf8)), ByteEdit(range: 10..<10, bytes: Array("!".utf8))],
                       to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "0abcd348XY9!")
    }

    /// Against replacing one range at a time from the end.
    @Test func randomEditsMatchReplacingOneAtATime() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<500 {
            let original = (0..<random.below(60)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var cuts = (0..<random.below(8) * 2).map { _ in random.below(original.count + 1) }.sorted()
            if cuts.count % 2 == 1 { cuts.removeLast() }
            var edits: [ByteEdit] = []
            for pair in stride(from: 0, to: cuts.count, by: 2) {
                let bytes = (0..<random.below(12)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                edits.append(ByteEdit(range: cuts[pair]..<cuts[pair + 1], bytes: bytes))
            }
            var expected = original
            for edit in edits.reversed() { expected.replaceSubrange(edit.range, with: edit.bytes) }
            var actual = original
            ByteEdit.apply(edits, to: &actual)
            #expect(actual == expected)
        }
    }
}
