#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input's terminal in raw mode while the line editor reads a line, and back as it was
/// on every way out: `leave()` after the line, `restore()` from the SIGINT and SIGTERM handlers
/// (main.swift), and from a crash's signal handler, installed while raw mode lasts, which then
/// hands the signal on to whatever handled it before (the Swift runtime's backtracer, say).
///
/// Raw mode is `cfmakeraw`'s: no echo, no line discipline, and no signals from the keyboard
/// either, so that Ctrl-C reaches the editor as a byte and leaves through the same path as
/// every other key (the terminal restored first, then SIGINT raised).
public enum RawTerminalMode {
    // Read from signal handlers: plain memory, no Swift collections.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var isActive = false
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    private static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Puts standard input in raw mode; false, and nothing changed, if it cannot.
    static func enter() -> Bool {
        var mode = termios()
        guard !isActive, tcgetattr(0, &mode) == 0 else { return false }
        saved = mode
        cfmakeraw(&mode)
        guard tcsetattr(0, TCSADRAIN, &mode) == 0 else { return false }
        isActive = true
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            RawTerminalMode.restore()
            // Handled by the previous handler once this one returns: a raised signal at once,
            // a fault when its instruction runs again.
            sigaction(signal, RawTerminalMode.previousActions + Int(signal), nil)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        for signal in crashSignals { sigaction(signal, &action, previousActions + Int(signal)) }
        return true
    }

    /// Standard input as it was before `enter()`, and the crash handlers as they were.
    static func leave() {
        guard isActive else { return }
        for signal in crashSignals { sigaction(signal, previousActions + Int(signal), nil) }
        restore()
    }

    /// The terminal as it was before raw mode, if raw mode is on. Safe in a signal handler
    /// (`tcsetattr` is async-signal-safe).
    public static func restore() {
        guard isActive else { return }
        tcsetattr(0, TCSADRAIN, &saved)
        isActive = false
    }
}
