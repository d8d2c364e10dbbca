import TodoCore

/// A failed system call's `errno`.
///
/// The low-level file types throw this and leave the wording to `DataFile`, which knows the
/// path the user gave (the one to name in a message), not just the resolved one.
package struct SystemCallError: Error, Equatable, Sendable {
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }

    /// ENOENT, for a file that is not there: named so for the layers that do not import the C library.
    package static var noSuchFile: SystemCallError { SystemCallError(code: ENOENT) }
    /// EISDIR, for a folder where a file was wanted.
    package static var isAFolder: SystemCallError { SystemCallError(code: EISDIR) }

    /// The calling thread's current `errno`.
    package static var last: SystemCallError { SystemCallError(code: errno) }

    /// The C library's one-line text for the code, e.g. "No space left on device".
    package var text: String { String(cString: strerror(code)) }

    /// Runs a call that returns -1 on failure, again for as long as a signal interrupts it.
    package static func retrying(_ call: () -> Int32) throws -> Int32 {
        while true {
            let result = call()
            if result != -1 { return result }
            if errno != EINTR { throw last }
        }
    }

    /// Runs a call that returns a byte count or -1, again for as long as a signal interrupts it.
    package static func retrying(_ call: () -> Int) throws -> Int {
        while true {
            let result = call()
            if result != -1 { return result }
            if errno != EINTR { throw last }
        }
    }
}
