import Testing

/// The stores the contract is held against: each case runs once on each of them.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inMemory
    case jsonFile
    case vdir

    /// The stores whose items are on disk, where every instance on the same path (every run
    /// of `todo`) sees the same items, takes the same lock and keeps the same undo journal.
    static let onDisk: [StoreKind] = [.jsonFile, .vdir]

    var isOnDisk: Bool { StoreKind.onDisk.contains(self) }

    var testDescription: String {
        switch self {
        case .inMemory: "in-memory store"
        case .jsonFile: "JSON data file"
        case .vdir: "folder of iCalendar files"
        }
    }
}
