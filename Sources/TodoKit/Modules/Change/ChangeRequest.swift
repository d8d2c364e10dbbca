import TodoCore
/// A change as typed on the command line: the Change view's input.
enum ChangeRequest: Equatable, Sendable {
    /// `todo done ID...`
    case complete(ids: [String])
    /// `todo reopen ID...`
    case reopen(ids: [String])
    /// `todo rm ID...`
    case remove(ids: [String])
    /// `todo edit ID [--name NAME] [--due DATE] [--every RULE]`; more or fewer than one id is
    /// refused later, by the presenter, with the rest of the rules.
    case edit(ids: [String], draft: ItemDraft)
}
