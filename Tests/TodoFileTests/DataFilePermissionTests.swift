import Testing
@testable import TodoCore
@testable import TodoFile
@testable import TodoFileSystem
import TodoTestSupport

/// Permission denied, which only a user other than root meets (root writes anyway).
@Suite(.needs(.notRoot))
struct DataFilePermissionTests {
    private let folder: DataFileTestFolder
    private let oldBytes: [UInt8] = Array("{}".utf8)

    init() throws {
        folder = try DataFileTestFolder()
    }

    @Test func aFolderWithoutWritePermissionIsAnIOError() throws {
        try folder.write(oldBytes, to: "todo.json")
        try FileLock.withExclusiveLock(on: FilePath(folder.at("todo.json.lock")), timeout: 0) {}
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        let path = folder.at("todo.json")
        #expect(throws: TodoError.io("cannot write \(path): Permission denied")) {
            try DataFile(path: FilePath(path)).update { _ in [1] }
        }
        #expect(folder.bytes(at: "todo.json") == oldBytes)
    }

    @Test func aReadOnlyDataFileIsNotReplaced() throws {
        try folder.write(oldBytes, to: "todo.json", mode: 0o400)
        let path = folder.at("todo.json")
        #expect(throws: TodoError.io("cannot write \(path): Permission denied")) {
            try DataFile(path: FilePath(path)).update { _ in [1] }
        }
        #expect(folder.bytes(at: "todo.json") == oldBytes)
    }

    @Test func anUnreadableDataFileIsAnIOError() throws {
        try folder.write(oldBytes, to: "todo.json", mode: 0o200)
        let path = folder.at("todo.json")
        #expect(throws: TodoError.io("cannot read \(path): Permission denied")) {
            try DataFile(path: FilePath(path)).read()
        }
    }
}
