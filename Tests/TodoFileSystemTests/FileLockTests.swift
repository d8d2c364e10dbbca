import Testing
@testable import TodoCore
@testable import TodoFileSystem
import TodoTestSupport

/// Where the lock must be free, the tests wait with a generous limit rather than none: a
/// child that a parallel test is spawning may hold a copy of a just-released descriptor until
/// its exec closes it. Where the lock must time out, fake time makes the wait instant.
@Suite struct FileLockTests {
    private struct BodyFailed: Error, Equatable {}
    private static let generous = 30.0

    private let folder: DataFileTestFolder

    init() throws {
        folder = try DataFileTestFolder()
    }

    @Test func theLockFileIsCreatedReadableByTheGroupAndKept() throws {
        let result = try FileLock.withExclusiveLock(on: FilePath(folder.at("todo.json.lock")), timeout: Self.generous) { 42 }
        #expect(result == 42)
        #expect(folder.mode(of: "todo.json.lock") == 0o640)
        #expect(folder.names() == ["todo.json.lock"])
    }

    @Test(arguments: [(nil, 0o640), (0o600, 0o640), (0o660, 0o660), (0o640, 0o640), (0o644, 0o644), (0o700, 0o640)])
    func aLocksModeIsTheGuardedFilesBitsPlusGroupRead(_ guarded: Int?, _ expected: Int) {
        #expect(FileLock.mode(guarding: guarded.map { mode_t($0) }) == mode_t(expected))
    }

    @Test(arguments: [(0o600, 0o660, 0o660), (0o600, 0o640, 0o640), (0o644, 0o640, 0o644), (0o660, 0o640, 0o660)])
    func anOlderLockOfOursIsGivenTheBitsItLacksAndKeepsTheRest(_ old: Int, _ asked: Int, _ expected: Int) throws {
        try folder.write([], to: "todo.json.lock", mode: old)
        try FileLock.withExclusiveLock(on: FilePath(folder.at("todo.json.lock")), mode: mode_t(asked), timeout: Self.generous) {}
        #expect(folder.mode(of: "todo.json.lock") == expected)
    }

    @Test func anExistingLockFileIsUsedAsItIs() throws {
        try folder.write([7], to: "todo.json.lock", mode: 0o644)
        try FileLock.withExclusiveLock(on: FilePath(folder.at("todo.json.lock")), timeout: Self.generous) {}
        #expect(folder.bytes(at: "todo.json.lock") == [7])
        #expect(folder.mode(of: "todo.json.lock") == 0o644)
    }

    @Test func twoOpensOfTheLockFileExcludeEachOtherEvenInOneThread() throws {
        let lockPath = folder.at("todo.json.lock")
        _ = try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: Self.generous) {
            #expect(throws: FileLock.Failure.timedOut) {
                try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 0.05) {}
            }
        }
        let afterRelease = try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: Self.generous) { "taken" }
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
        try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: Self.generous) { ran = true }
        #expect(ran)
    }

    @Test func theLockIsReleasedWhenTheBodyThrows() throws {
        let lockPath = folder.at("todo.json.lock")
        #expect(throws: BodyFailed()) {
            try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: Self.generous) { throw BodyFailed() }
        }
        let again = try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: Self.generous) { true }
        #expect(again)
    }

    @Test func aLockFileThatCannotBeMadeIsASystemFailure() throws {
        #expect(throws: FileLock.Failure.system(SystemCallError(code: ENOENT))) {
            try FileLock.withExclusiveLock(on: FilePath(folder.at("missing/todo.json.lock")), timeout: Self.generous) {}
        }
        #expect(throws: FileLock.Failure.unusable(SystemCallError(code: EISDIR))) {
            try FileLock.withExclusiveLock(on: FilePath(folder.path), timeout: Self.generous) {}
        }
    }

    @Test func aLockFreedBeforeTheDeadlineIsTaken() throws {
        let lockPath = folder.at("todo.json.lock")
        let holder = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let fake = FakeLockWaitClock()
        // The holder lets go after 9.5 s of fake time: still within the 10 s.
        let clock = LockWaitClock(now: fake.clock.now, pause: { seconds in
            fake.clock.pause(seconds)
            if fake.waited >= 9.5 { flock(holder, LOCK_UN) }
        })
        defer { close(holder) }
        let taken = try FileLock.withExclusiveLock(on: FilePath(lockPath), timeout: 10, clock: clock) { true }
        #expect(taken)
        #expect(fake.waited >= 9.5 && fake.waited < 10)
    }

    /// Not by setting the umask here: it is the whole process's, and tests run in parallel
    /// (the end-to-end tests run `todo` under umask 0277). Any umask but 0 takes a group bit.
    @Test func aNewLockFileGetsTheModeAskedForNotLessTheUmask() throws {
        try FileLock.withExclusiveLock(on: FilePath(folder.at("todo.json.lock")), mode: 0o660, timeout: Self.generous) {}
        #expect(folder.mode(of: "todo.json.lock") == 0o660)
    }

    @Test func aLockFileThatIsASymlinkOrAFIFOIsRefusedAndNothingIsCreated() throws {
        try folder.symlink("todo.json.lock", to: folder.at("victim"))
        #expect(throws: FileLock.Failure.unusable(SystemCallError(code: ELOOP))) {
            try FileLock.withExclusiveLock(on: FilePath(folder.at("todo.json.lock")), timeout: Self.generous) {}
        }
        #expect(folder.names() == ["todo.json.lock"])
        try #require(mkfifo(folder.at("fifo.lock"), 0o600) == 0)
        #expect(throws: FileLock.Failure.notARegularFile) {
            try FileLock.withExclusiveLock(on: FilePath(folder.at("fifo.lock")), timeout: Self.generous) {}
        }
    }
}
