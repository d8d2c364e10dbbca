import TodoCore
/// Why a change left an item named as it was. Not an error: the command still succeeds.
enum ChangeWarning: Equatable, Sendable {
    /// `todo done` named an item that was done already.
    case alreadyDone(id: Int)
    /// `todo reopen` named an item that was not done.
    case notDone(id: Int)
    /// `todo edit` asked for what the item already is (a tag it already has).
    case unchanged(id: Int)
}
