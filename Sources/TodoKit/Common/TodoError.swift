import Foundation

/// A failure the user is told about in one line (`todo: <message>`), with its exit status.
public struct TodoError: Error, Equatable, LocalizedError, Sendable {
    /// What the user typed that the error is about, when it is one thing: lets a screen ask
    /// for that again instead of giving up.
    public enum Field: Sendable {
        case name, dueDate
    }

    public let status: ExitCode
    public let message: String
    public let field: Field?

    public init(_ status: ExitCode, _ message: String, field: Field? = nil) {
        self.status = status
        self.message = message
        self.field = field
    }

    public var errorDescription: String? { message }

    /// The same error, said to be about `field`.
    public func about(_ field: Field) -> TodoError { TodoError(status, message, field: field) }

    /// Two errors are the same when they say the same with the same status.
    public static func == (lhs: TodoError, rhs: TodoError) -> Bool {
        lhs.status == rhs.status && lhs.message == rhs.message
    }

    /// Exit 64: the command line is wrong.
    public static func usage(_ message: String) -> TodoError { TodoError(.usage, message) }
    /// Exit 65: the data file cannot be used.
    public static func badFile(_ message: String) -> TodoError { TodoError(.dataError, message) }
    /// Exit 74: the data file cannot be read or written.
    public static func io(_ message: String) -> TodoError { TodoError(.ioError, message) }
    /// Exit 1: an id no item has.
    public static func notFound(_ message: String) -> TodoError { TodoError(.notFound, message) }
}
