/// What a change did: every item named (once each, in the order first named), and a warning
/// for each one it left as it was.
public struct ChangeOutcome: Equatable, Sendable {
    public let items: [ChangedItem]
    public let warnings: [ChangeWarning]

    public init(items: [ChangedItem], warnings: [ChangeWarning] = []) {
        self.items = items
        self.warnings = warnings
    }
}
