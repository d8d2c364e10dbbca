/// A set of code points kept as sorted, disjoint ranges, looked up by binary search: a few
/// hundred ranges stand for tens of thousands of characters.
struct UnicodeRanges: Sendable {
    /// First and last code point of each range, one pair after another, in increasing order.
    let bounds: [UInt32]

    init(_ bounds: [UInt32]) {
        self.bounds = bounds
    }

    var rangeCount: Int { bounds.count / 2 }

    func contains(_ value: UInt32) -> Bool {
        guard let first = bounds.first, let last = bounds.last, value >= first, value <= last else { return false }
        // The last range whose first code point is at most `value` is the only one that can hold it.
        var low = 0
        var high = rangeCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if bounds[2 * middle] <= value {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return value <= bounds[2 * low + 1]
    }
}
