
/// The time `FileLock` waits by: a monotonic clock and a pause. A value, so that a test can
/// wait ten seconds of fake time at once and see how long the lock would really have waited.
package struct LockWaitClock: Sendable {
    /// Seconds since some fixed moment; never goes back.
    package var now: @Sendable () -> Double
    /// Pauses for about `seconds`.
    package var pause: @Sendable (_ seconds: Double) -> Void

    package init(now: @escaping @Sendable () -> Double, pause: @escaping @Sendable (_ seconds: Double) -> Void) {
        self.now = now
        self.pause = pause
    }

    package static let system = LockWaitClock(
        now: {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        },
        pause: { seconds in
            var interval = timespec(tv_sec: 0, tv_nsec: Int(seconds * 1e9))
            nanosleep(&interval, nil)
        })
}
