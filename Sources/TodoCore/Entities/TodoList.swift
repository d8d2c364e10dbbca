/// Everything the data file holds: the items, the next id to give out, and the file's
/// other keys, kept as they were.
package struct TodoList: Equatable, Sendable {
    package var items: [TodoItem]
    /// Kept in the file (as `nextId`) so that removing the newest item never frees its id.
    package private(set) var nextID: Int
    /// Top-level members other than `version`, `items` and `nextId`, in file order.
    package var otherKeys: [JSONMember]

    /// The largest id: 2^53 − 1, the largest whole number every JSON reader (jq, JavaScript)
    /// keeps exact.
    package static let largestID = 9_007_199_254_740_991

    package init(items: [TodoItem] = [], nextID: Int = 1, otherKeys: [JSONMember] = []) {
        self.items = items
        // Clamped first, so an id of Int.max (built in memory) cannot overflow the + 1.
        let afterNewest = min(items.lazy.map(\.id).max() ?? 0, TodoList.largestID) + 1
        self.nextID = max(nextID, afterNewest, 1)
        self.otherKeys = otherKeys
    }

    /// Gives out a new id: never one an item has or had. Throws (exit 65) when every id up to
    /// `largestID` has been used.
    package mutating func takeNextID() throws -> Int {
        guard nextID <= TodoList.largestID else {
            throw TodoError.badFile("no ids are left to give out: every id up to \(TodoList.largestID) has been used")
        }
        let id = nextID
        nextID += 1
        return id
    }

}
