import Glibc
import TodoCore

/// The system calls the folder store makes, on byte paths, each failure worded as a
/// `TodoError` (exit 74) that names the file.
struct VdirFolder: Sendable {
    let path: FilePath

    func file(_ name: [UInt8]) -> FilePath {
        FilePath(bytes: path.bytes + [UInt8(ascii: "/")] + name)
    }

    /// Whether the folder is there; throws when the path is something else.
    func exists() throws -> Bool {
        var status = stat()
        guard path.withCString({ stat($0, &status) }) == 0 else {
            if errno == ENOENT { return false }
            throw failure("cannot use", path)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw TodoError.io("cannot use \(path.shown): it is not a folder") }
        return true
    }

    /// Makes the folder and its missing parents (mode 0700).
    func create() throws {
        var prefix: [UInt8] = []
        for (index, byte) in path.bytes.enumerated() {
            prefix.append(byte)
            let atEnd = index == path.bytes.count - 1
            guard (byte == UInt8(ascii: "/") && prefix.count > 1) || atEnd else { continue }
            let made = FilePath(bytes: prefix).withCString { mkdir($0, 0o700) }
            if made != 0, errno != EEXIST { throw failure("cannot create the folder", FilePath(bytes: prefix)) }
        }
    }

    /// The names of the folder's `.ics` files, sorted by byte.
    func calendarFileNames() throws -> [[UInt8]] {
        guard let directory = path.withCString({ opendir($0) }) else {
            if errno == ENOENT { return [] }
            throw failure("cannot list", path)
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        let suffix = Array(".ics".utf8)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            guard name.count > suffix.count, name.first != UInt8(ascii: "."), name.suffix(4).elementsEqual(suffix) else { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
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
    /// as a reason alone, for a caller that passes over such a file with a warning.
    func readOrExplain(_ name: [UInt8]) throws(UnreadableFile) -> [UInt8]? {
        let target = file(name)
        let descriptor = target.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw UnreadableFile.lastError()
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw UnreadableFile.lastError() }
        guard status.st_mode & S_IFMT == S_IFREG else { throw UnreadableFile(reason: "it is not a regular file") }
        // One byte more than the size: a regular file's read comes back short only at its end,
        // so a file is read in one call, not two.
        var bytes: [UInt8] = []
        var room = Int(status.st_size) + 1
        while true {
            let before = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: room))
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress.map { $0 + before }, room) }
            bytes.removeLast(room - max(count, 0))
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw UnreadableFile.lastError() }
            if count < room { return bytes }
            room = max(room, 4_096)
        }
    }

    /// Why a file could not be read, as a message's last words.
    struct UnreadableFile: Error {
        let reason: String

        static func lastError() -> UnreadableFile { UnreadableFile(reason: String(cString: strerror(errno))) }
    }

    /// Writes `bytes` to `<name>.tmp` in the folder and renames it over `name`, keeping the
    /// old file's permission bits (0600 for a new file).
    func replace(_ name: [UInt8], with bytes: [UInt8]) throws {
        let target = file(name)
        let temporary = file(name + Array(".tmp".utf8))
        var status = stat()
        let mode: mode_t = target.withCString({ lstat($0, &status) }) == 0 ? status.st_mode & 0o777 : 0o600
        _ = temporary.withCString { unlink($0) }
        let descriptor = temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode) }
        guard descriptor >= 0 else { throw failure("cannot write", temporary) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure("cannot write", temporary)
                close(descriptor)
                _ = temporary.withCString { unlink($0) }
                throw error
            }
            written += count
        }
        _ = fchmod(descriptor, mode)
        let synced = fsync(descriptor)
        close(descriptor)
        guard synced == 0, temporary.withCString({ source in target.withCString { rename(source, $0) } }) == 0 else {
            let error = failure("cannot write", target)
            _ = temporary.withCString { unlink($0) }
            throw error
        }
    }

    func remove(_ name: [UInt8]) throws {
        let target = file(name)
        guard target.withCString({ unlink($0) }) == 0 || errno == ENOENT else { throw failure("cannot remove", target) }
    }

    private func failure(_ what: String, _ target: FilePath) -> TodoError {
        TodoError.io("\(what) \(target.shown): \(String(cString: strerror(errno)))")
    }
}
