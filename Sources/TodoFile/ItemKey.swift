import TodoCore
/// The data file's view of `ItemField.all`: the keys of an item object that the program
/// reads, in the order the encoder writes them. A key added to the table is never taken for a
/// user's own key by a reader that was not told of it (the worst a forgotten reader can do is
/// take the general path).
enum ItemKey {
    /// The fields after the five typed ones, in the order they are written (after `done`).
    static let spelt = ItemField.spelt

    static let names: Set<String> = Set(ItemField.all.map(\.name))

    /// The field named `name`, if the program reads it.
    static func named(_ name: String) -> ItemField? {
        ItemField.named(name)
    }
}
