/// One item as `todo show` shows it: the item, for the header line and the JSON, and the
/// lines of its fields that it has.
struct ShowDisplayItem: Equatable, Sendable {
    let item: ItemDisplay
    let fields: [ShowField]
}
