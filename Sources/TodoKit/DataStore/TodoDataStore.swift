/// Where items are kept. Interactors read and change items only through this.
public protocol TodoDataStore: AnyObject, Sendable {
    /// The whole list as it is now. Never creates the file.
    func fetch() throws -> TodoList

    /// One read-modify-write: `change` sees the current list and edits it; the result is
    /// saved as a whole, and no other change can come in between. If `change` throws,
    /// nothing is written.
    func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result
}
