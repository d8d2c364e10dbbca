import TodoCore
/// Which items the ids named are: all or nothing for a change, which may start only when
/// every id it names is there; the ones there for `todo show`, which goes on past the others.
enum ItemLookup {
    /// The items found for some ids, and the ids no item has.
    struct Found: Equatable, Sendable {
        /// Each once, in the order its id was first named.
        let items: [TodoItem]
        /// Each once, in the order first named.
        let missingIDs: [Int]
    }

    /// The items of `items` that `ids` name. An id named twice counts once; where a file
    /// edited by hand has an id twice, the first item with it is the one named.
    static func find(ids: [Int], in items: [TodoItem]) -> Found {
        var byID: [Int: TodoItem] = [:]
        for item in items where byID[item.id] == nil { byID[item.id] = item }
        var seen = Set<Int>()
        var found: [TodoItem] = []
        var missing: [Int] = []
        for id in ids where seen.insert(id).inserted {
            if let item = byID[id] { found.append(item) } else { missing.append(id) }
        }
        return Found(items: found, missingIDs: missing)
    }

    /// Throws `TodoError.notFound` naming every id no item has (each once, in the order
    /// first named), when there is any.
    static func requireAll(_ changes: ItemChanges) throws {
        try requireAll(missing: changes.missingIDs)
    }

    /// The same, for the ids no item has.
    static func requireAll(missing: [Int]) throws {
        if let only = missing.first, missing.count == 1 {
            throw TodoError.notFound("no item has id \(only)")
        }
        if !missing.isEmpty {
            throw TodoError.notFound("no items have ids " + missing.map(String.init).joined(separator: ", "))
        }
    }
}
