/// Standard input's terminal in raw mode for the line editor, from the first line it reads to
/// the end of the process, and back as it was on every way out: at `exit` (an `atexit`
/// handler), from the SIGINT and SIGTERM handlers (main.swift), and from a crash's signal
/// handler, which then hands the signal on to whatever handled it before (the Swift runtime's
/// backtracer, say).
///
/// Raw for the whole session rather than for each line, so that keys typed ahead while the
/// list is drawn are neither echoed nor taken apart by the terminal's own line editing (an
/// arrow key's bytes with a Backspace after them); they wait for the next prompt. It is
/// `cfmakeraw`'s mode but for two things kept on: output processing (a line break still starts
/// a line, for everything else the program writes) and signals from the keyboard (Ctrl-C
/// interrupts at any moment, not only at a prompt). Bracketed paste is on while raw mode is.
package enum RawTerminalMode {
    // Read from signal handlers: plain memory, no Swift collections.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var isActive = false
    /// Set by the SIGWINCH handler, taken by the key reader: a resize that comes while the
    /// screen is drawing, not waiting in `read` or `poll` (which it interrupts), would else be
    /// seen by nothing.
    nonisolated(unsafe) private static var resizeSignalled = false
    nonisolated(unsafe) private static var hasExitHandler = false
    nonisolated(unsafe) private static var onAlternateScreen = false
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<SignalAction>.allocate(capacity: 65)
    private static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGQUIT]

    /// Whether the terminal was resized since this was last asked; asking clears it.
    package static func takeResize() -> Bool {
        guard resizeSignalled else { return false }
        resizeSignalled = false
        return true
    }

    /// Puts standard input in raw mode (if it is not yet); false, and nothing changed, if it cannot.
    static func enter() -> Bool {
        enter(keyboardSignals: true)
    }

    /// The full screen: raw mode with Ctrl-C read as a key (it cancels a question there, and
    /// only the List screen itself ends on it), then the alternate screen, the cursor hidden.
    static func enterScreen() -> Bool {
        guard enter(keyboardSignals: false) else { return false }
        if !onAlternateScreen {
            onAlternateScreen = true
            write(alternateScreenOn)
        }
        return true
    }

    private static func enter(keyboardSignals: Bool) -> Bool {
        if isActive, !keyboardSignals {
            // From a line editor's raw mode to the screen's: only the signals change.
            var mode = termios()
            guard tcgetattr(0, &mode) == 0 else { return false }
            mode.c_lflag &= ~tcflag_t(ISIG)
            return tcsetattr(0, TCSADRAIN, &mode) == 0
        }
        if isActive { return true }
        var mode = termios()
        guard tcgetattr(0, &mode) == 0 else { return false }
        saved = mode
        cfmakeraw(&mode)
        mode.c_oflag |= tcflag_t(OPOST | ONLCR)
        if keyboardSignals { mode.c_lflag |= tcflag_t(ISIG) }
        guard tcsetattr(0, TCSADRAIN, &mode) == 0 else { return false }
        isActive = true
        installHandlers()
        write(bracketedPasteOn)
        return true
    }

    /// The terminal as it was before raw mode, if raw mode is on, bracketed paste off. Safe in
    /// a signal handler (`write` and `tcsetattr` are async-signal-safe).
    package static func restore() {
        if onAlternateScreen {
            onAlternateScreen = false
            write(alternateScreenOff)
        }
        guard isActive else { return }
        isActive = false
        write(bracketedPasteOff)
        tcsetattr(0, TCSADRAIN, &saved)
    }

    private static let bracketedPasteOn: StaticString = "\u{1B}[?2004h"
    private static let bracketedPasteOff: StaticString = "\u{1B}[?2004l"
    /// The alternate screen (1049: the shell's screen saved and given back), cursor hidden.
    private static let alternateScreenOn: StaticString = "\u{1B}[?1049h\u{1B}[?25l"
    /// Attributes reset, cursor shown, no scroll region (the List screen's, should a signal
    /// have cut its write short between setting and resetting it: the region is not part of the
    /// screen 1049 gives back), the shell's screen back.
    private static let alternateScreenOff: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[r\u{1B}[?1049l"

    private static func write(_ text: StaticString) {
        _ = TodoTerminal.write(1, text.utf8Start, text.utf8CodeUnitCount)
    }

    private static func installHandlers() {
        if !hasExitHandler {
            hasExitHandler = true
            atexit { RawTerminalMode.restore() }
        }
        var action = SignalAction()
        action.handler = { signal in
            RawTerminalMode.restore()
            // Handled by the previous handler once this one returns: a raised signal at once,
            // a fault when its instruction runs again.
            sigaction(signal, RawTerminalMode.previousActions + Int(signal), nil)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        for signal in crashSignals { sigaction(signal, &action, previousActions + Int(signal)) }
        // A resize interrupts the read at a prompt (no SA_RESTART), so that the List screen
        // draws itself again at the new size at once; the handler notes it for a resize that
        // comes between two reads.
        var resize = SignalAction()
        resize.handler = { _ in RawTerminalMode.resizeSignalled = true }
        sigemptyset(&resize.sa_mask)
        resize.sa_flags = 0
        sigaction(SIGWINCH, &resize, nil)
        // Unblocked, in case the program was started with it blocked (as a parent's mask is inherited).
        var resizeOnly = sigset_t()
        sigemptyset(&resizeOnly)
        sigaddset(&resizeOnly, SIGWINCH)
        sigprocmask(SIG_UNBLOCK, &resizeOnly, nil)
    }
}
