import TodoCore
import TodoFileSystem

/// Reads the FILE `todo import` names, whole, through the file layer's one reader (a FIFO
/// such as `<(task export)` included).
enum ImportFileReader {
    /// Its bytes, or `TodoError.io` (exit 74) naming it and why it cannot be read.
    static func bytes(atPath path: String) throws -> [UInt8] {
        let reason: String
        do {
            if let bytes = try WholeFileReader.bytes(at: FilePath(path)) { return bytes }
            reason = SystemCallError.noSuchFile.text
        } catch let error as SystemCallError {
            reason = error.text
        } catch {
            reason = NotARegularFile().text
        }
        throw TodoError.io("cannot read \(path): \(reason)")
    }
}
