/// A tool's data files as they were after it was set up, to put back before each run that
/// follows an `add`, so every run sees the same list.
struct DataSnapshot {
    private let folder: String
    private let files: [(path: String, bytes: [UInt8])]
    /// Whether files made after the snapshot are removed: an `add` to a folder store makes one.
    private let removesNewFiles: Bool
    /// New files that are kept all the same: a tool's own cache (`todo-cache`), as a tool
    /// whose cache is elsewhere keeps it (todoman's).
    private let keptNewFiles: Set<String>

    /// Takes every file in `folder` except those named in `except` (configuration, imports).
    init(folder: String, except: Set<String> = [], removesNewFiles: Bool = false, keeping keptNewFiles: Set<String> = []) throws {
        self.folder = folder
        self.removesNewFiles = removesNewFiles
        self.keptNewFiles = keptNewFiles
        files = try FileBytes.names(in: folder).filter { !except.contains($0) }.map { name in
            let path = folder + "/" + name
            return (path, try FileBytes.read(path))
        }
    }

    /// Writes back the files that differ and flushes them, so a timed `fsync` never flushes
    /// them instead. Only those: a folder store whose other files are left alone is a folder
    /// where one item changed, as after a real change, not one where every file did.
    func restore() throws {
        for file in files where (try? FileBytes.read(file.path)) != file.bytes {
            try FileBytes.write(file.bytes, to: file.path, sync: true)
        }
        if removesNewFiles {
            let kept = Set(files.map(\.path))
            for name in FileBytes.names(in: folder) where !kept.contains(folder + "/" + name) && !keptNewFiles.contains(name) {
                FileBytes.removeTree(folder + "/" + name)
            }
        }
        FileBytes.syncFolder(folder)
    }
}
