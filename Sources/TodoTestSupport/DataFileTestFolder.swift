import Foundation
package import TodoFileSystem

/// A fresh folder under the system's temporary folder for one file-system test, removed at
/// the end, with the small file-system probes the data file tests need.
package final class DataFileTestFolder {
    package let path: String

    package init() throws {
        path = NSTemporaryDirectory() + "todo-datafile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `relative` inside this folder.
    package func at(_ relative: String) -> String { path + "/" + relative }

    package func write(_ bytes: [UInt8], to relative: String, mode: Int = 0o600) throws {
        let file = at(relative)
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file])
        }
        chmod(file, mode_t(mode))
    }

    package func bytes(at relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: at(relative)).map { [UInt8]($0) }
    }

    package func symlink(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: at(relative), withDestinationPath: target)
    }

    /// The names in a folder of this one ("" for this one itself), sorted.
    package func names(in relative: String = "") -> [String] {
        let folder = relative.isEmpty ? path : at(relative)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The `lstat` of `relative` (a symlink itself, not its target), nil when there is none.
    package func status(of relative: String) -> FileStatus? {
        var result = FileStatus()
        return lstat(at(relative), &result) == 0 ? result : nil
    }

    /// The permission bits of `relative`, e.g. 0o600.
    package func mode(of relative: String) -> Int? {
        status(of: relative).map { Int($0.st_mode & 0o7777) }
    }

    package func isSymlink(_ relative: String) -> Bool {
        status(of: relative).map { $0.st_mode & S_IFMT == S_IFLNK } ?? false
    }

    package func inode(of relative: String) -> UInt? {
        status(of: relative).map { UInt($0.st_ino) }
    }
}
