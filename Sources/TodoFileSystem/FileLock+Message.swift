package import TodoCore

extension FileLock {
    /// `withExclusiveLock`, for a store: a lock not taken is thrown as the one line the user
    /// is told (`Failure.todoError`), exit 74.
    package static func withStoreLock<Result>(
        on lockPath: FilePath, guarding storePath: FilePath, mode: UInt32, timeout: Double,
        clock: LockWaitClock = .system, _ body: () throws -> Result
    ) throws -> Result {
        do {
            return try withExclusiveLock(on: lockPath, mode: mode, timeout: timeout, clock: clock, body)
        } catch let failure as Failure {
            throw failure.todoError(storePath: storePath, lockPath: lockPath, timeout: timeout)
        }
    }
}

extension FileLock.Failure {
    /// The one line a store says when its lock is not taken: `storePath` names what the lock
    /// guards (the data file as the user gave it, or the folder), `lockPath` the lock itself.
    func todoError(storePath: FilePath, lockPath: FilePath, timeout: Double) -> TodoError {
        switch self {
        case .timedOut:
            return TodoError.io("\(storePath.shown) is locked by another todo; gave up after \(Self.shown(timeout))")
        case .system(let error):
            // Making the lock file failed: the folder it goes in refused.
            return TodoError.io(error.inFolder(FilePathText.folder(of: lockPath)).writeMessage(file: storePath))
        case .unusable(let error):
            let text = error.code == ELOOP ? "it is a symbolic link" : error.text
            return TodoError.io("cannot use the lock file \(lockPath.shown): \(text)")
        case .notARegularFile:
            return TodoError.io("cannot use the lock file \(lockPath.shown): \(NotARegularFile().text)")
        }
    }

    /// The time waited, as the lock waits it (NaN and negative mean not at all).
    private static func shown(_ timeout: Double) -> String {
        let seconds = timeout.isNaN ? 0 : max(timeout, 0)
        if seconds == 1 { return "1 second" }
        if seconds.rounded() == seconds, seconds < 1e9 { return "\(Int(seconds)) seconds" }
        return "\(seconds) seconds"
    }
}
