import TodoCore
/// What a change did: every item named (once each, in the order first named), and a warning
/// for each one it left as it was.
struct ChangeOutcome: Equatable, Sendable {
    let items: [ChangedItem]
    let warnings: [ChangeWarning]

    init(items: [ChangedItem], warnings: [ChangeWarning] = []) {
        self.items = items
        self.warnings = warnings
    }
}
