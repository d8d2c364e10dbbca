import TodoCore
/// Finds the items a change names, all or nothing: the change may start only when every id
/// named is there.
enum ItemLookup {
    /// The positions in `list.items` of the items with `ids`, each id once, in the order first
    /// named; `TodoError.notFound` naming every id no item has.
    static func indices(of ids: [Int], in list: TodoList) throws -> [Int] {
        var positions: [Int: Int] = [:]
        positions.reserveCapacity(list.items.count)
        for (index, item) in list.items.enumerated() where positions[item.id] == nil {
            positions[item.id] = index
        }
        var seen = Set<Int>()
        var found: [Int] = []
        var missing: [Int] = []
        for id in ids where seen.insert(id).inserted {
            if let index = positions[id] {
                found.append(index)
            } else {
                missing.append(id)
            }
        }
        if let only = missing.first, missing.count == 1 {
            throw TodoError.notFound("no item has id \(only)")
        }
        if !missing.isEmpty {
            throw TodoError.notFound("no items have ids " + missing.map(String.init).joined(separator: ", "))
        }
        return found
    }
}
