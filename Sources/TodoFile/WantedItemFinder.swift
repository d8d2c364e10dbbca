/// Notes where the items with some ids are, while `TodoFileLayout` passes over a canonical
/// file: ids go strictly up there, so the wanted ids, sorted, are met in order and each item
/// costs a comparison or two.
struct WantedItemFinder: TodoFileItemVisitor {
    /// A wanted item's place in the file.
    struct Place: Equatable {
        let id: Int
        /// Its object, `{` to `}`.
        let bytes: Range<Int>
        /// Where the next item's object starts; nil for the last item.
        var nextStart: Int?
    }

    /// Sorted, each once.
    private let wanted: [Int]
    private var cursor = 0
    /// The wanted items found, in file order.
    private(set) var found: [Place] = []
    /// How many items the file has.
    private(set) var itemCount = 0
    private var lastWasFound = false

    init(ids: [Int]) {
        wanted = Array(Set(ids)).sorted()
    }

    @inline(__always) mutating func visit(id: Int, bytes: Range<Int>) {
        itemCount += 1
        if lastWasFound {
            found[found.count - 1].nextStart = bytes.lowerBound
            lastWasFound = false
        }
        while cursor < wanted.count, wanted[cursor] <= id {
            if wanted[cursor] == id {
                found.append(Place(id: id, bytes: bytes))
                lastWasFound = true
            }
            cursor += 1
        }
    }
}
