package import TodoCore

/// A failed system call's `errno`.
///
/// The low-level file types throw this and leave the wording to `DataFile`, which knows the
/// path the user gave (the one to name in a message), not just the resolved one.
package struct SystemCallError: Error, Equatable, Sendable {
    package let code: Int32
    /// The folder whose entry the call made or renamed (a new file, a rename), when it was
    /// the folder that refused rather than the file: messages name the folder then.
    package var folder: FilePath?

    package init(code: Int32, folder: FilePath? = nil) {
        self.code = code
        self.folder = folder
    }

    /// This error, as the folder's refusal.
    package func inFolder(_ folder: FilePath) -> SystemCallError {
        SystemCallError(code: code, folder: folder)
    }

    /// `cannot write in /srv/lists (the folder): Permission denied` when the folder refused,
    /// else `cannot write <file>: ...`: what a message says of a failed write of `file`.
    package func writeMessage(file: FilePath) -> String {
        if let folder { return "cannot write in \(folder.shown) (the folder): \(text)" }
        return "cannot write \(file.shown): \(text)"
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
