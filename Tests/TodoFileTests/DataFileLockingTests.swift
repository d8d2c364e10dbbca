import Foundation
import Synchronization
import Testing
@testable import TodoCore
@testable import TodoFile
@testable import TodoFileSystem
import TodoTestSupport

/// DataFile's lock: another holder makes `update` wait and give up; holders never lose changes.
@Suite struct DataFileLockingTests {
    private let folder: DataFileTestFolder
    private let oldBytes: [UInt8] = Array("{\"version\": 1}\n".utf8)
    private let newBytes: [UInt8] = Array("new".utf8)

    init() throws {
        folder = try DataFileTestFolder()
    }

    @Test func anotherHolderOfTheLockMakesUpdateGiveUp() throws {
        try folder.write(oldBytes, to: "todo.json")
        let path = folder.at("todo.json")
        // Another process's lock: a separate open file description with its own flock.
        let holder = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(holder >= 0)
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let file = DataFile(path: FilePath(path), lockTimeout: 0.3)
        #expect(throws: TodoError.io("\(path) is locked by another todo; gave up after 0.3 seconds")) {
            try file.update { _ in newBytes }
        }
        #expect(folder.bytes(at: "todo.json") == oldBytes)
        #expect(try file.read() == oldBytes, "reading needs no lock")
        close(holder)
        // A generous limit: a child a parallel test is spawning may hold the lock a moment.
        try DataFile(path: FilePath(path), lockTimeout: 30).update { _ in newBytes }
        #expect(folder.bytes(at: "todo.json") == newBytes)
    }

    @Test func updateWaitsForALockReleasedMeanwhile() throws {
        let path = folder.at("todo.json")
        let holder = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        Thread {
            usleep(50_000)
            close(holder)
        }.start()
        // A generous limit: the point is that waiting ends when the lock comes free.
        try DataFile(path: FilePath(path), lockTimeout: 30).update { _ in newBytes }
        #expect(folder.bytes(at: "todo.json") == newBytes)
    }

    @Test func theLockMessageNamesWholeSeconds() throws {
        let path = folder.at("todo.json")
        let holder = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        #expect(throws: TodoError.io("\(path) is locked by another todo; gave up after 0 seconds")) {
            try DataFile(path: FilePath(path), lockTimeout: 0).update { _ in newBytes }
        }
        #expect(folder.bytes(at: "todo.json") == nil)
    }

    @Test func concurrentUpdatesAreAllKept() throws {
        let file = DataFile(path: FilePath(folder.at("todo.json")))
        let failures = Mutex<[String]>([])
        let threads = 8, rounds = 25
        let finished = DispatchGroup()
        for thread in 0..<threads {
            finished.enter()
            Thread {
                defer { finished.leave() }
                for _ in 0..<rounds {
                    do {
                        try file.update { old in (old ?? []) + [UInt8(thread)] }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
            }.start()
        }
        finished.wait()
        let (failureCount, firstFailure) = failures.withLock { ($0.count, $0.first) }
        #expect(failureCount == 0, "first: \(firstFailure ?? "")")
        let final = try #require(folder.bytes(at: "todo.json"))
        #expect(final.count == threads * rounds)
        for thread in 0..<threads {
            #expect(final.filter { $0 == UInt8(thread) }.count == rounds)
        }
        #expect(folder.names() == ["todo.json", "todo.json.lock"])
    }

    @Test func theLockIsWaitedForTenSecondsTryingAllTheWhile() throws {
        let path = folder.at("todo.json")
        let holder = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let fake = FakeLockWaitClock()
        let store = JSONFileDataStore(path: FilePath(path))
        #expect(store.file.lockTimeout == 10)
        let file = DataFile(path: FilePath(path), lockTimeout: store.file.lockTimeout, waitClock: fake.clock)
        #expect(throws: TodoError.io("\(path) is locked by another todo; gave up after 10 seconds")) {
            try file.update { _ in [1] }
        }
        #expect(abs(fake.waited - 10) < 1e-6)
        // Tried every 50 ms at most once the pauses have grown: about 200 times, not once at the end.
        #expect(fake.pauses >= 200)
    }
}
