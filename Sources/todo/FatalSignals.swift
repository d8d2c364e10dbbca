import TodoCore
import TodoTerminal

/// Turns a crash into one line on standard error and exit 70.
///
/// Out of memory, Swift stops the process with a trap (its allocator has no way to fail
/// softly); a bug does the same. The handler does only what is safe in a signal handler:
/// one `write` of a fixed text, then `_exit`. The data file is whole whatever the moment,
/// because every change replaces it by rename.
enum FatalSignals {
    /// The descriptor the line goes to (see `StandardDescriptors`).
    nonisolated(unsafe) private static var descriptor: Int32 = 2

    /// Computed, not stored: a stored text would be set up lazily, maybe inside the handler.
    private static var message: StaticString {
        "todo: internal error (out of memory, or a bug); the data file is intact\n"
    }

    /// The signals a trap, a bad access or `abort` raise.
    private static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    /// Sizes the alternate stack that the handler runs on, so that it runs after a stack overflow too.
    private static let alternateStackSize = 64 * 1024

    /// Installs the handler for the process; `descriptor` is where its line goes.
    static func install(messagesTo descriptor: Int32) {
        FatalSignals.descriptor = descriptor
        if let stack = malloc(alternateStackSize) {
            var alternate = stack_t(ss_sp: stack, ss_flags: 0, ss_size: alternateStackSize)
            sigaltstack(&alternate, nil)
        }
        var action = SignalAction()
        action.handler = { _ in
            let text = FatalSignals.message
            _ = write(FatalSignals.descriptor, text.utf8Start, text.utf8CodeUnitCount)
            _exit(ExitCode.software.rawValue)
        }
        action.sa_flags = SA_ONSTACK
        sigemptyset(&action.sa_mask)
        for signal in signals {
            sigaction(signal, &action, nil)
        }
    }
}
