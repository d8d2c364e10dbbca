import Testing
import TodoTestSupport
@testable import TodoKit

/// The list's own sort of its keys, against the standard library's `sorted()`.
@Suite struct KeySortTests {
    @Test(arguments: [0, 1, 2, 15, 16, 17, 31, 32, 33, 100, 1_000, 4_099])
    func givesTheOrderOfSorted(count: Int) {
        var random = SeededRandom(seed: UInt64(count))
        let keys = (0..<count).map { _ in random.next() }
        var sorted = keys
        KeySort.ascending(&sorted)
        #expect(sorted == keys.sorted())
    }

    @Test func keepsKeysAlreadyInOrderAndTurnsReversedOnesAround() {
        var ascending = (0..<300).map(UInt64.init)
        KeySort.ascending(&ascending)
        #expect(ascending == (0..<300).map(UInt64.init))
        var descending = (0..<300).reversed().map(UInt64.init)
        KeySort.ascending(&descending)
        #expect(descending == (0..<300).map(UInt64.init))
    }

    @Test func keepsEqualKeysAndTheExtremes() {
        var keys: [UInt64] = [.max, 5, 0, 5, .max, 0, 1] + Array(repeating: 7, count: 40)
        let expected = keys.sorted()
        KeySort.ascending(&keys)
        #expect(keys == expected)
    }
}
