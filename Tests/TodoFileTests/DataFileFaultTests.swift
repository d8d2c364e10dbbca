import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// DataFile on file systems that fail: full, read-only. These need a tmpfs of their own, so
/// root (or CAP_SYS_ADMIN); without one they are skipped, saying why.
///
/// Permission denied is not tested here: root writes into a chmod-ed folder or file anyway,
/// so a test of it would prove nothing when run as root (see DataFileTests for the non-root case).
@Suite struct DataFileFaultTests {
    /// Runs `body` with a small tmpfs mounted on a fresh folder, unmounted afterwards.
    private func withTmpfs(_ body: (DataFileTestFolder, TmpfsMount) throws -> Void) throws {
        let folder = try DataFileTestFolder()
        let mount = try TmpfsMount(size: 65536, on: folder.path)
        defer { mount.unmount() }
        try body(folder, mount)
    }

    private let oldBytes: [UInt8] = Array("{\"version\": 1, \"items\": []}\n".utf8)

    @Test(.needs(.tmpfs))
    func aFullDiskLeavesTheOldFileAndNoTemporaryFile() throws {
        try withTmpfs { folder, mount in
            try folder.write(oldBytes, to: "todo.json", mode: 0o640)
            let path = folder.at("todo.json")
            let large = [UInt8](repeating: 0x41, count: 200_000)
            let error = try #require(throws: TodoError.self) {
                try DataFile(path: FilePath(path)).update { _ in large }
            }
            #expect(error == TodoError.io("cannot write \(path): No space left on device"))
            #expect(error.status.rawValue == 74)
            #expect(folder.bytes(at: "todo.json") == oldBytes)
            #expect(folder.mode(of: "todo.json") == 0o640)
            #expect(folder.names() == ["todo.json", "todo.json.lock"])
            // Space freed, the same file takes a change that fits.
            try DataFile(path: FilePath(path)).update { old in (old ?? []) + [0x0A] }
            #expect(folder.bytes(at: "todo.json") == oldBytes + [0x0A])
        }
    }

    /// Both with a lock file from an earlier write (the temporary file fails) and without
    /// one (making the lock file fails).
    @Test(.needs(.tmpfs), arguments: [true, false])
    func aReadOnlyFileSystemLeavesTheFileAsItWas(lockFileExists: Bool) throws {
        try withTmpfs { folder, mount in
            let path = folder.at("todo.json")
            if lockFileExists {
                try DataFile(path: FilePath(path)).update { _ in oldBytes }
            } else {
                try folder.write(oldBytes, to: "todo.json")
            }
            let names = folder.names()
            try mount.remountReadOnly()
            let error = try #require(throws: TodoError.self) {
                try DataFile(path: FilePath(path)).update { _ in [1, 2, 3] }
            }
            let refused = lockFileExists ? path : "in \(folder.path) (the folder)"
            #expect(error == TodoError.io("cannot write \(refused): Read-only file system"))
            #expect(error.status.rawValue == 74)
            #expect(folder.bytes(at: "todo.json") == oldBytes)
            #expect(try DataFile(path: FilePath(path)).read() == oldBytes, "reading still works")
            #expect(folder.names() == names)
        }
    }

    @Test(.needs(.tmpfs))
    func aNewFileOnAReadOnlyFileSystemIsAnIOError() throws {
        try withTmpfs { folder, mount in
            try mount.remountReadOnly()
            let path = folder.at("sub/todo.json")
            #expect(throws: TodoError.io("cannot write \(path): Read-only file system")) {
                try DataFile(path: FilePath(path)).update { _ in [1] }
            }
            #expect(folder.names() == [])
        }
    }
}
