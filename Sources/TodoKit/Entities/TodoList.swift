/// Everything the data file holds: the items, the next id to give out, and the file's
/// other keys, kept as they were.
public struct TodoList: Equatable, Sendable {
    public var items: [TodoItem]
    /// Kept in the file (as `nextId`) so that removing the newest item never frees its id.
    public private(set) var nextID: Int
    /// Top-level members other than `version`, `items` and `nextId`, in file order.
    public var otherKeys: [JSONMember]

    public init(items: [TodoItem] = [], nextID: Int = 1, otherKeys: [JSONMember] = []) {
        self.items = items
        let afterNewest = (items.map(\.id).max() ?? 0) + 1
        self.nextID = max(nextID, afterNewest, 1)
        self.otherKeys = otherKeys
    }

    /// Gives out a new id: never one an item has or had.
    public mutating func takeNextID() -> Int {
        let id = nextID
        nextID += 1
        return id
    }

    public func index(ofID id: Int) -> Int? {
        items.firstIndex { $0.id == id }
    }
}
