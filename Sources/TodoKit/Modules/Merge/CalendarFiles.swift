import TodoCore
import TodoFileSystem

/// The files of a merge on disk: read whole by the file layer's one reader, replaced all at
/// once (a temporary file beside it, flushed, renamed over it; through a symlink to its target).
final class CalendarFiles: MergeFiles {
    func read(_ path: String) throws -> [UInt8] {
        try ImportFileReader.bytes(atPath: path)
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFileReplacer(path: try SymlinkResolver.finalTarget(of: FilePath(path))).replace(with: bytes)
        } catch let error as SystemCallError {
            throw TodoError.io("cannot write \(path): \(error.text)")
        } catch {
            throw TodoError.io("cannot write \(path): \(NotARegularFile().text)")
        }
    }
}
