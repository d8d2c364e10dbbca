import Foundation
import Testing
import TodoFileSystem
import TodoTestSupport

/// `todo --vdir DIR list` served from the folder's cache once the folder is at rest, and a
/// file changed behind its back always seen on the next run, even one whose stamp was made
/// to look the same.
@Suite struct VdirCacheEndToEndTests {
    private static let listed = TodoBinary.Result(status: 0, stdout: "Someday\n  1  Buy milk\n", stderr: "")
    private static let changed = TodoBinary.Result(status: 0, stdout: "Someday\n  1  Buy silk\n", stderr: "")

    /// A folder with one item, listed until the cache serves it: the cache is then left as it is.
    private func settledFolder(_ todo: TodoBinary) throws -> (vdir: [String], file: String) {
        let folder = todo.folder.appendingPathComponent("cal").path
        let vdir = ["--vdir", folder]
        #expect(try todo.run(vdir + ["add", "Buy milk", "--due", "none"]).status == 0)
        #expect(try todo.run(vdir + ["list", "--all"]) == Self.listed)
        try CacheSettling.waitUntilSettled(folder)
        #expect(try todo.run(vdir + ["list", "--all"]) == Self.listed)
        let cache = try status(folder + "/todo-cache")
        #expect(try todo.run(vdir + ["list", "--all"]) == Self.listed)
        #expect(try status(folder + "/todo-cache") == cache, "a folder at rest is served from the cache")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ics") }
        #expect(files.count == 1)
        return (vdir, folder + "/" + (files.first ?? ""))
    }

    /// Inode, change time and modification time of `path`.
    private func status(_ path: String) throws -> [Int] {
        var status = FileStatus()
        guard lstat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return [Int(status.st_ino), status.changeTime.tv_sec, status.changeTime.tv_nsec, status.modificationTime.tv_sec, status.modificationTime.tv_nsec]
    }

    private func putBack(modificationTime status: [Int], on path: String) {
        var times = [timespec(tv_sec: status[3], tv_nsec: status[4]), timespec(tv_sec: status[3], tv_nsec: status[4])]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func aFileRewrittenInPlaceWithTheSameSizeAndItsModificationTimePutBackIsSeen() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let (vdir, file) = try settledFolder(todo)
        let before = try status(file)
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "SUMMARY:Buy milk", with: "SUMMARY:Buy silk")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        putBack(modificationTime: before, on: file)
        let after = try status(file)
        #expect(after[0] == before[0] && after[3] == before[3] && after[4] == before[4], "the same file, the same mtime")
        #expect(try todo.run(vdir + ["list", "--all"]) == Self.changed)
    }

    @Test func aFileReplacedByRenameInTheSameSecondIsSeen() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let (vdir, file) = try settledFolder(todo)
        let before = try status(file)
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "SUMMARY:Buy milk", with: "SUMMARY:Buy silk")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file + ".new"))
        putBack(modificationTime: before, on: file + ".new")
        #expect(rename(file + ".new", file) == 0)
        #expect(try todo.run(vdir + ["list", "--all"]) == Self.changed)
        #expect(try todo.run(vdir + ["list", "--all"]) == Self.changed)
    }
}
