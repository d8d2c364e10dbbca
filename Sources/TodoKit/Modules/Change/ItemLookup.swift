import TodoCore
/// All or nothing: a change may start only when every id it names is there.
enum ItemLookup {
    /// Throws `TodoError.notFound` naming every id no item has (each once, in the order
    /// first named), when there is any.
    static func requireAll(_ changes: ItemChanges) throws {
        let missing = changes.missingIDs
        if let only = missing.first, missing.count == 1 {
            throw TodoError.notFound("no item has id \(only)")
        }
        if !missing.isEmpty {
            throw TodoError.notFound("no items have ids " + missing.map(String.init).joined(separator: ", "))
        }
    }
}
