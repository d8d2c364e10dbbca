import Synchronization
package import TodoFileSystem

/// Fake time for `FileLock`: a pause moves the clock on at once, so ten seconds of waiting
/// take no time, and the test can see how long the lock would have waited and how often it
/// tried.
package final class FakeLockWaitClock: Sendable {
    private let state = Mutex((now: 1000.0, pauses: 0))

    /// Seconds of fake time passed in pauses.
    package init() {}

    package var waited: Double { state.withLock { $0.now - 1000 } }
    package var pauses: Int { state.withLock { $0.pauses } }

    package var clock: LockWaitClock {
        LockWaitClock(now: { self.state.withLock { $0.now } },
                      pause: { seconds in self.state.withLock { $0.now += seconds; $0.pauses += 1 } })
    }
}
