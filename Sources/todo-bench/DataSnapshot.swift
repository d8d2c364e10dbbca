/// A tool's data files as they were after it was set up, to put back before each run that
/// follows an `add`, so every run sees the same list.
struct DataSnapshot {
    private let folder: String
    private let files: [(path: String, bytes: [UInt8])]

    /// Takes every file in `folder` except those named in `except` (configuration, imports).
    init(folder: String, except: Set<String> = []) throws {
        self.folder = folder
        files = try FileBytes.names(in: folder).filter { !except.contains($0) }.map { name in
            let path = folder + "/" + name
            return (path, try FileBytes.read(path))
        }
    }

    /// Writes the files back and flushes them, so a timed `fsync` never flushes them instead.
    func restore() throws {
        for file in files { try FileBytes.write(file.bytes, to: file.path, sync: true) }
        FileBytes.syncFolder(folder)
    }
}
