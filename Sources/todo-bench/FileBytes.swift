import TodoCore
import TodoFileSystem

/// Whole-file reads and writes, and the folder work the benchmark needs.
enum FileBytes {
    /// The file's bytes, or its first `limit` bytes, read by the file layer's one reader.
    static func read(_ path: String, limit: Int = .max) throws -> [UInt8] {
        guard let bytes = try? WholeFileReader.bytes(at: FilePath(path)) else {
            throw BenchmarkError.system("cannot read \(path)")
        }
        return bytes.count > limit ? Array(bytes.prefix(limit)) : bytes
    }

    /// Writes `bytes` as the whole file; with `sync`, flushed to disk before it returns, so
    /// that a timed run never pays for the benchmark's own writes.
    static func write(_ bytes: [UInt8], to path: String, sync: Bool = false) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw BenchmarkError.system("cannot create \(path)") }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { todo_bench.write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw BenchmarkError.system("cannot write \(path)") }
            offset += written
        }
        if sync, fsync(descriptor) != 0 { throw BenchmarkError.system("cannot flush \(path)") }
    }

    static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    static func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw BenchmarkError.system("cannot create \(path)") }
    }

    /// The names in a folder, without `.` and `..`, sorted.
    static func names(in folder: String) -> [String] {
        ((try? FolderListing.names(in: FilePath(folder))) ?? []).map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    /// Removes a file or a folder with everything in it; symlinks are removed, not followed.
    static func removeTree(_ path: String) {
        var status = FileStatus()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            for name in names(in: path) { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Seconds since the epoch of the last change, or nil when there is no such file.
    static func modificationTime(_ path: String) -> Double? {
        var status = FileStatus()
        guard stat(path, &status) == 0 else { return nil }
        return Double(status.modificationTime.tv_sec) + Double(status.modificationTime.tv_nsec) / 1e9
    }

    static func isExecutable(_ path: String) -> Bool {
        var status = FileStatus()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}
