import Foundation

/// A failure the user is told about in one line (`todo: <message>`), with its exit status.
public struct TodoError: Error, Equatable, LocalizedError, Sendable {
    public let status: ExitCode
    public let message: String

    public init(_ status: ExitCode, _ message: String) {
        self.status = status
        self.message = message
    }

    public var errorDescription: String? { message }

    /// Exit 64: the command line is wrong.
    public static func usage(_ message: String) -> TodoError { TodoError(.usage, message) }
    /// Exit 65: the data file cannot be used.
    public static func badFile(_ message: String) -> TodoError { TodoError(.dataError, message) }
    /// Exit 74: the data file cannot be read or written.
    public static func io(_ message: String) -> TodoError { TodoError(.ioError, message) }
    /// Exit 1: an id no item has.
    public static func notFound(_ message: String) -> TodoError { TodoError(.notFound, message) }
}
