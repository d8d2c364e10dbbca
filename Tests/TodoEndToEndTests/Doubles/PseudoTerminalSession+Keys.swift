import Foundation

extension PseudoTerminalSession {
    /// Sends bytes as typed, with no line break added: keys and their escape sequences.
    func press(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Sets the terminal's size, as a terminal window resized does.
    func resize(columns: Int, rows: Int = 30) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Whether the terminal is in its usual (canonical, echoing) mode, as the program found it
    /// and must leave it: read from its slave side, which outlives the program.
    var terminalIsCooked: Bool {
        // The slave's number (TIOCGPTN), as `ptsname` has it, which Swift's Glibc leaves out.
        var number: UInt32 = 0
        guard ioctl(master, UInt(0x8004_5430), &number) == 0 else { return false }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { return false }
        defer { close(slave) }
        var mode = termios()
        guard tcgetattr(slave, &mode) == 0 else { return false }
        return mode.c_lflag & tcflag_t(ICANON) != 0 && mode.c_lflag & tcflag_t(ECHO) != 0
            && mode.c_lflag & tcflag_t(ISIG) != 0
    }

    /// The screen with the escape sequences taken out and each redraw's `\r` line start kept:
    /// the text as the lines of the list show it.
    var plainScreen: String {
        var text = ""
        var escape = false
        for scalar in screen.unicodeScalars {
            if escape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" && scalar != "?" { escape = false }
                continue
            }
            if scalar == "\u{1B}" {
                escape = true
                continue
            }
            text.unicodeScalars.append(scalar)
        }
        return text
    }
}

extension PseudoTerminalSession {
    /// Waits until `condition` holds for the screen (at most `seconds`); false if it never did.
    @discardableResult
    func waitUntil(seconds: Double = 10, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(screen) { return true }
            usleep(5_000)
        }
        return false
    }
}
