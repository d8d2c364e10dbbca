import TodoCore
import TodoFileSystem

/// The few file operations of the undo journal, on a path that must be a regular file and is
/// never followed if it is a symlink.
enum UndoJournalFile {
    /// The file's bytes; nil when there is none. Throws `TodoError.io` naming the journal.
    static func read(_ path: FilePath) throws -> [UInt8]? {
        do {
            return try WholeFileReader.bytes(at: path, policy: .regularFileOnly)
        } catch let error as SystemCallError {
            throw failure("read", path, error.text)
        } catch let error as NotARegularFile {
            throw failure("read", path, error.text)
        }
    }

    /// Throws `TodoError.io` naming the journal when it is there but cannot be appended to:
    /// an undo that could not record itself must not happen.
    static func checkWritable(_ path: FilePath) throws {
        do {
            try AppendingFile.checkWritable(path)
        } catch let error as SystemCallError {
            throw failure("write", path, error.text)
        }
    }

    /// Makes `bytes` the file's contents through a synced temporary file renamed over it,
    /// keeping its permission bits: a kill leaves the old journal or the new one.
    static func replace(_ path: FilePath, with bytes: [UInt8]) throws {
        try AtomicFileReplacer(path: path).replace(with: bytes)
    }

    private static func failure(_ action: String, _ path: FilePath, _ reason: String) -> TodoError {
        TodoError.io("cannot \(action) \(path.shown): \(reason)")
    }
}
