import TodoCore
import TodoFileSystem

/// The folder store's files, on byte paths, through the one file layer (`TodoFileSystem`):
/// each failure worded as a `TodoError` (exit 74) that names the file.
struct VdirFolder: Sendable {
    let path: FilePath
    var calls: FileSystemCalls = .system

    func file(_ name: [UInt8]) -> FilePath {
        FilePathText.join(path, name)
    }

    /// Whether the folder is there; throws when the path is something else.
    func exists() throws -> Bool {
        let found: FileStatus?
        do {
            found = try FileStatus.at(path)
        } catch let error as SystemCallError {
            throw failure("cannot use", path, error)
        }
        guard let status = found else { return false }
        guard status.isFolder else { throw TodoError.io("cannot use \(path.shown): it is not a folder") }
        return true
    }

    /// Makes the folder and its missing parents (mode 0700, whatever the umask).
    func create() throws {
        do {
            try FolderCreator.createMissing(path, mode: 0o700)
        } catch let error as SystemCallError {
            throw failure("cannot create the folder", path, error)
        }
    }

    /// The names of the folder's `.ics` files, sorted by byte.
    func calendarFileNames() throws -> FolderNames {
        let suffix = Array(".ics".utf8)
        do {
            var names = try FolderListing.folderNames(in: path)
            names.keep { $0.count > suffix.count && $0.first != UInt8(ascii: ".") && $0.suffix(4).elementsEqual(suffix) }
            names.sort()
            return names
        } catch let error as SystemCallError {
            throw failure("cannot list", path, error)
        }
    }

    /// Whether anything is at `name` (a symlink is not followed).
    func has(_ name: [UInt8]) -> Bool {
        FileStamp.ofEntry(at: file(name)) != nil
    }

    /// The file's bytes, or nil when it is not there. Throws `TodoError.io` naming the file.
    func read(_ name: [UInt8]) throws -> [UInt8]? {
        do {
            return try readOrExplain(name)
        } catch {
            throw TodoError.io("cannot read \(file(name).shown): \(error.reason)")
        }
    }

    /// The file's bytes, or nil when it is not there; what keeps it from being read is thrown
    /// as a reason alone, for a caller that passes over such a file with a warning. Other
    /// programs write this folder too: a symlink is not followed, and only a regular file is
    /// read (a FIFO named `.ics` must not hang a listing).
    func readOrExplain(_ name: [UInt8]) throws(UnreadableFile) -> [UInt8]? {
        var stamp: FileStamp?
        return try readOrExplain(name, stamp: &stamp)
    }

    /// The same, also setting `stamp` to that of the bytes read (for the cache).
    func readOrExplain(_ name: [UInt8], stamp: inout FileStamp?) throws(UnreadableFile) -> [UInt8]? {
        do {
            return try WholeFileReader.bytes(at: file(name), policy: .regularFileOnly, stamp: &stamp)
        } catch let error as SystemCallError {
            throw UnreadableFile(reason: error.text)
        } catch {
            throw UnreadableFile(reason: "it is not a regular file")
        }
    }

    /// Why a file could not be read, as a message's last words.
    struct UnreadableFile: Error {
        let reason: String
    }

    /// Makes `bytes` the contents of `name` the vdir way (`<name>.tmp`, flushed, renamed over
    /// it, the folder flushed), keeping the old file's permission bits (0600 for a new file).
    /// Returns the identity of the file written.
    @discardableResult
    func replace(_ name: [UInt8], with bytes: [UInt8]) throws -> FileIdentity {
        do {
            return try AtomicFileReplacer(path: file(name), naming: .suffixed, calls: calls).replace(with: bytes)
        } catch let error as SystemCallError {
            throw TodoError.io(error.writeMessage(file: file(name)))
        } catch let error as NotARegularFile {
            throw TodoError.io("cannot write \(file(name).shown): \(error.text)")
        }
    }

    func remove(_ name: [UInt8]) throws {
        let target = file(name)
        do {
            try FileRemover.remove(target)
        } catch let error as SystemCallError {
            throw failure("cannot remove", target, error)
        }
    }

    /// Removes the `<name>.tmp` files a killed run left beside the files the store writes
    /// (`*.ics`, the id index, the undo journal). Best effort; the caller holds the lock.
    func removeLeftoverTemporaryFiles(besides ownNames: Set<[UInt8]>) {
        let suffix = Array(".tmp".utf8)
        for name in (try? FolderListing.names(in: path)) ?? [] where name.count > suffix.count && name.suffix(4).elementsEqual(suffix) {
            let written = Array(name.dropLast(suffix.count))
            guard written.suffix(4).elementsEqual(".ics".utf8) || ownNames.contains(written) else { continue }
            try? FileRemover.remove(file(name))
        }
    }

    private func failure(_ what: String, _ target: FilePath, _ error: SystemCallError) -> TodoError {
        TodoError.io("\(what) \(target.shown): \(error.text)")
    }
}
