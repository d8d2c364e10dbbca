import TodoCore

extension TodoError {
    /// A module presented without one of its parts: a bug in the wiring, reported with exit
    /// status 70 rather than run as a command that silently does nothing and exits 0.
    static func unwired(_ part: String) -> TodoError {
        TodoError(.software, "internal error: \(part) was not wired up")
    }
}
