import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Writes that fail under the built binary, on a small tmpfs of the test's own: a full disk
/// and a read-only file system. `todo add` exits 74 naming the file, and the old file stays
/// byte for byte, with no temporary file left. Needs root; skipped, saying why, without it.
@Suite(.needs(.tmpfs))
struct WriteFaultEndToEndTests {
    private static let today = "2026-11-21"

    /// `todo arguments...` on `path`, with today fixed.
    private func run(_ arguments: [String], file path: String) throws -> TodoBinary.Result {
        try TodoBinary.launch(["--today", Self.today, "--file", path] + arguments,
                              environment: ["TZ": "Europe/Berlin", "HOME": "/nonexistent", "PATH": "/usr/bin:/bin"])
    }

    /// A list of `count` items, as the program writes it.
    private func listBytes(_ count: Int) throws -> [UInt8] {
        let due = try Fixture.due(Self.today)
        return TodoFileCodec.encode(TodoList(items: (1...count).map { TodoItem(id: $0, name: "Chore \($0)", due: due) }))
    }

    @Test func aFullDiskExits74AndLeavesTheOldFile() throws {
        let mount = try TmpfsMount(size: 64 * 1024)
        defer { mount.unmount() }
        let path = mount.at("todo.json")
        // About 5 KB: the new file needs two pages more than are left once the disk is filled.
        let old = try listBytes(100)
        try Data(old).write(to: URL(fileURLWithPath: path))
        try #require(try run(["list"], file: path).status == 0)
        try fill(mount.at("filler"))
        #expect(try run(["add", "One more"], file: path)
                == .init(status: 74, stdout: "", stderr: "todo: cannot write \(path): No space left on device\n"))
        let unchanged = FileManager.default.contents(atPath: path).map(Array.init) == old
        #expect(unchanged, "the file changed")
        #expect(mount.names() == ["filler", "todo.json", "todo.json.lock"])
        // With room again, the same add works.
        try FileManager.default.removeItem(atPath: mount.at("filler"))
        #expect(try run(["add", "One more"], file: path)
                == .init(status: 0, stdout: "Added 101: One more (due Sat 21 Nov)\n", stderr: ""))
        #expect(mount.names() == ["todo.json", "todo.json.lock", "todo.json.undo"])
    }

    /// With a lock file from an earlier change (making the temporary file fails), and
    /// without one (making the lock file fails).
    @Test(arguments: [true, false])
    func aReadOnlyFileSystemExits74AndLeavesTheOldFile(lockFileExists: Bool) throws {
        let mount = try TmpfsMount(size: 64 * 1024)
        defer { mount.unmount() }
        let path = mount.at("todo.json")
        if lockFileExists {
            try Data(TodoFileCodec.encode(TodoList())).write(to: URL(fileURLWithPath: path))
            try #require(try run(["add", "Buy milk"], file: path).status == 0)
        } else {
            try Data(try listBytes(1)).write(to: URL(fileURLWithPath: path))
        }
        let old = FileManager.default.contents(atPath: path)
        let names = mount.names()
        try mount.remountReadOnly()
        // Without a lock yet, the first thing refused is a new file in the folder: the folder is named.
        let refused = lockFileExists ? path : "in \(mount.path) (the folder)"
        let failure = TodoBinary.Result(status: 74, stdout: "", stderr: "todo: cannot write \(refused): Read-only file system\n")
        #expect(try run(["add", "x"], file: path) == failure)
        #expect(try run(["done", "1"], file: path) == failure)
        let unchanged = FileManager.default.contents(atPath: path) == old
        #expect(unchanged, "the file changed")
        #expect(mount.names() == names)
        #expect(try run(["list"], file: path).status == 0, "reading still works")
    }

    @Test func aNewFileInAReadOnlyFolderExits74AndMakesNothing() throws {
        let mount = try TmpfsMount(size: 64 * 1024)
        defer { mount.unmount() }
        try mount.remountReadOnly()
        let path = mount.at("sub/todo.json")
        #expect(try run(["add", "x"], file: path)
                == .init(status: 74, stdout: "", stderr: "todo: cannot write \(path): Read-only file system\n"))
        #expect(mount.names() == [])
    }

    /// Writes to a new file at `path` until the file system is full.
    private func fill(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x78, count: 1024)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        try #require(errno == ENOSPC)
    }
}
