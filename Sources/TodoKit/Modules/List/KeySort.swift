/// Sorts the list's keys (`UpcomingOrder.key`) in ascending order: by insertion within runs
/// of 16 keys, then by merging pairs of runs, back and forth between the keys and one scratch
/// array. A merge whose halves are already in order copies them.
///
/// Not the standard library's `sort()`: that sort is stable, which keys that all differ do not
/// need, and its first call has the runtime build the type of its array of runs (88,000
/// instructions, as much as `todo list` spends sorting 1,000 keys; issue 30).
enum KeySort {
    private static let runLength = 16

    static func ascending(_ keys: inout [UInt64]) {
        let count = keys.count
        var start = 0
        while start < count {
            sortByInsertion(&keys, start..<min(start + runLength, count))
            start += runLength
        }
        guard count > runLength else { return }
        var scratch = [UInt64](repeating: 0, count: count)
        var width = runLength
        while width < count {
            var low = 0
            while low < count {
                let middle = min(low + width, count)
                let high = min(middle + width, count)
                merge(keys, low..<middle, middle..<high, into: &scratch)
                low = high
            }
            swap(&keys, &scratch)
            width *= 2
        }
    }

    private static func sortByInsertion(_ keys: inout [UInt64], _ range: Range<Int>) {
        for index in range.dropFirst() {
            let key = keys[index]
            var place = index
            while place > range.lowerBound, keys[place - 1] > key {
                keys[place] = keys[place - 1]
                place -= 1
            }
            keys[place] = key
        }
    }

    /// Writes `left` and `right`, two sorted runs of `source` side by side, in order to the
    /// same places of `target`.
    private static func merge(_ source: [UInt64], _ left: Range<Int>, _ right: Range<Int>,
                              into target: inout [UInt64]) {
        var next = left.lowerBound
        var fromLeft = left.lowerBound
        var fromRight = right.lowerBound
        if !right.isEmpty, source[left.upperBound - 1] > source[right.lowerBound] {
            while fromLeft < left.upperBound, fromRight < right.upperBound {
                if source[fromRight] < source[fromLeft] {
                    target[next] = source[fromRight]
                    fromRight += 1
                } else {
                    target[next] = source[fromLeft]
                    fromLeft += 1
                }
                next += 1
            }
        }
        while fromLeft < left.upperBound {
            target[next] = source[fromLeft]
            fromLeft += 1
            next += 1
        }
        while fromRight < right.upperBound {
            target[next] = source[fromRight]
            fromRight += 1
            next += 1
        }
    }
}
