import TodoCore
/// What an export gives: its bytes, and, when some items had no uid and the store could not
/// be written to give them one, how many they were and why the write failed.
struct ExportOutcome: Equatable, Sendable {
    let bytes: [UInt8]
    /// Items exported without a saved uid (their UIDs will differ at the next export).
    let unsavedUIDCount: Int
    /// The store's message for the failed write (`cannot write /x/todo.json: Permission denied`).
    let unsavedBecause: String?

    init(bytes: [UInt8], unsavedUIDCount: Int = 0, unsavedBecause: String? = nil) {
        self.bytes = bytes
        self.unsavedUIDCount = unsavedUIDCount
        self.unsavedBecause = unsavedBecause
    }
}
