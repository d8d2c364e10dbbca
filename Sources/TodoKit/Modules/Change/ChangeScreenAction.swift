/// A change asked for on the List screen, with the ids as typed: the Change screen's input.
enum ChangeScreenAction: Equatable, Sendable {
    /// `d ID...`
    case complete(ids: [String])
    /// `x` on the done items (`h`): the done mark taken off.
    case reopen(ids: [String])
    /// `e ID`
    case edit(id: String)
    /// `r ID...`
    case remove(ids: [String])

    /// Which of the changes, without its ids.
    enum Kind: Equatable, Sendable {
        case complete, reopen, edit, remove
    }
}
