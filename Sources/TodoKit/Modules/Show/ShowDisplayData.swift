/// What the Show view shows: the items found, in the order first named.
struct ShowDisplayData: Equatable, Sendable {
    let items: [ShowDisplayItem]
}
