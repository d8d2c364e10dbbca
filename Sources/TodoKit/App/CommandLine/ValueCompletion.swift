/// What a shell may offer for the word after an option, or for an operand. Each option and
/// operand declares its own, so that the completion scripts, made from the declaration, offer
/// a new option's values without being told.
enum ValueCompletion: Sendable, Hashable {
    /// Free text, such as a name: nothing to offer.
    case text
    /// A file path.
    case path
    /// A folder path.
    case directory
    /// Words of the DATE language (`today`, `fri`, `next week`, `none`...).
    case dateWords
    /// A weekday name.
    case weekday
    /// One of a fixed set of words.
    case choices([String])
    /// Words of the repeat-rule language (`week`, `monthly`, `monday`...), and with
    /// `stopping` `never` (which `edit` takes, `add` refuses).
    case repeatRules(stopping: Bool)
    /// A command's name or alias.
    case commands
    /// The id of an item not done, asked of `todo` at completion time.
    case openItemIDs
    /// The id of an item done, asked of `todo` at completion time.
    case doneItemIDs
    /// The id of any item, done or not (`todo show`, `rm`, `edit`), asked of `todo` at
    /// completion time.
    case itemIDs
}
