import Glibc
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

@Suite struct FileLockTests {
    private struct BodyFailed: Error, Equatable {}

    private let folder: DataFileTestFolder

    init() throws {
        folder = try DataFileTestFolder()
    }

    @Test func theLockFileIsCreatedPrivateAndKept() throws {
        let result = try FileLock.withExclusiveLock(on: FilePath(folder.at("todo.json.lock")), timeout: 0) { 42 }
        #expect(result == 42)
        #expect(folder.mode(of: "todo.json.lock") == 0o600)
        #expect(folder.names() == ["todo.json.lock"])
    }

    @Test func anExistingLockFileIsUsedAsItIs() throws {
        try folder.write([7], to: "todo.json.lock", mode: 0o644)
        try FileLock.withExclusiveLock(on: FilePath(folder.at("todo.json.lock")), timeout: 0) {}
        #expect(folder.bytes(at: "todo.json.lock") == [7])
        #expect(folder.mode(of: "todo.json.lock") == 0o644)
    }

    @Test func twoOpensOfTheLockFileExcludeEachOtherEvenInOneThread() throws {
        let lockPath = folder.at("todo.json.lock")
        _ = try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 0) {
            #expect(throws: FileLock.Failure.timedOut) {
                try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 0.05) {}
            }
        }
        let afterRelease = try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 0) { "taken" }
        #expect(afterRelease == "taken")
    }

    @Test func aLockHeldByAnotherOpenIsWaitedForThenGivenUp() throws {
        let lockPath = folder.at("todo.json.lock")
        let holder = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(holder >= 0)
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        var ran = false
        #expect(throws: FileLock.Failure.timedOut) {
            try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 0.05) { ran = true }
        }
        #expect(ran == false)
        close(holder)
        try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 0) { ran = true }
        #expect(ran)
    }

    @Test func theLockIsReleasedWhenTheBodyThrows() throws {
        let lockPath = folder.at("todo.json.lock")
        #expect(throws: BodyFailed()) {
            try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 0) { throw BodyFailed() }
        }
        let again = try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 0) { true }
        #expect(again)
    }

    @Test func aLockFileThatCannotBeMadeIsASystemFailure() throws {
        #expect(throws: FileLock.Failure.system(SystemCallError(code: ENOENT))) {
            try FileLock.withExclusiveLock(on: FilePath(folder.at("missing/todo.json.lock")), timeout: 0) {}
        }
        #expect(throws: FileLock.Failure.unusable(SystemCallError(code: EISDIR))) {
            try FileLock.withExclusiveLock(on: FilePath(folder.path), timeout: 0) {}
        }
    }
}
