import TodoCore

/// Makes standard input, output and error safe to use before anything else opens a file.
///
/// A descriptor among 0, 1 and 2 that the parent left closed (`todo list >&-`) is filled, or
/// the next file opened (the lock, the data file) would take its number and get the output
/// written into it. Standard output is filled read-only, so that writing to it still fails,
/// as writing to a closed one does, and the program can say so.
///
/// Standard error is then kept as a copy for the program's own messages, and descriptor 2
/// pointed at /dev/null: what the Swift runtime writes when the process dies (its fatal error
/// text and a backtrace, dozens of lines) never reaches the user, who gets one line from
/// `FatalSignals` instead.
enum StandardDescriptors {
    /// Does the above, once per process; returns the descriptor for the program's messages.
    static func secure() -> Int32 {
        fillIfClosed(0, flags: O_RDONLY)
        fillIfClosed(1, flags: O_RDONLY)
        fillIfClosed(2, flags: O_WRONLY)
        let messages = fcntl(2, F_DUPFD_CLOEXEC, 3)
        guard messages >= 0 else { return 2 }
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0 else { return 2 }
        if null != 2 {
            dup2(null, 2)
            close(null)
        }
        return messages
    }

    private static func fillIfClosed(_ descriptor: Int32, flags: Int32) {
        guard fcntl(descriptor, F_GETFD) < 0, errno == EBADF else { return }
        // `open` takes the lowest free number, which is `descriptor` when those below are open.
        let filled = open("/dev/null", flags)
        if filled >= 0, filled != descriptor {
            dup2(filled, descriptor)
            close(filled)
        }
    }
}
