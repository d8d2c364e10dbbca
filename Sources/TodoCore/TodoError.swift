/// A failure the user is told about in one line (`todo: <message>`), with its exit status.
///
/// Not a Foundation `LocalizedError`: nothing here asks for a `localizedDescription`, and that
/// one conformance links 7 MB of FoundationEssentials into the binary.
package struct TodoError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What the user typed that the error is about, when it is one thing: lets a screen ask
    /// for that again instead of giving up.
    package enum Field: Sendable {
        case name, dueDate
    }

    package let status: ExitCode
    package let message: String
    package let field: Field?

    package init(_ status: ExitCode, _ message: String, field: Field? = nil) {
        self.status = status
        self.message = message
        self.field = field
    }

    package var description: String { message }

    /// The same error, said to be about `field`.
    package func about(_ field: Field) -> TodoError { TodoError(status, message, field: field) }

    /// Two errors are the same when they say the same with the same status.
    package static func == (lhs: TodoError, rhs: TodoError) -> Bool {
        lhs.status == rhs.status && lhs.message == rhs.message
    }

    /// Exit 64: the command line is wrong.
    package static func usage(_ message: String) -> TodoError { TodoError(.usage, message) }
    /// Exit 65: the data file cannot be used.
    package static func badFile(_ message: String) -> TodoError { TodoError(.dataError, message) }
    /// Exit 74: the data file cannot be read or written.
    package static func io(_ message: String) -> TodoError { TodoError(.ioError, message) }
    /// Exit 1: an id no item has.
    package static func notFound(_ message: String) -> TodoError { TodoError(.notFound, message) }
}
