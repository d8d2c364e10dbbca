import TodoKit
import TodoTerminal

// Before anything else opens a file or can crash: see StandardDescriptors and FatalSignals.
let messages = StandardDescriptors.secure()
FatalSignals.install(messagesTo: messages)
MallocTuning.apply()
// Bytes, not `CommandLine.arguments`: a path that is not UTF-8 must reach `open` unchanged.
let input = ProcessInput.current()
let terminal = StandardTerminal(errorDescriptor: messages,
                                term: input.environment["TERM"].map { String(decoding: $0, as: UTF8.self) })
if terminal.isInteractive {
    // Ctrl-C at a prompt: the terminal out of the line editor's raw mode, then end on a fresh
    // line, with no stack dump. Writes replace the file by rename, so stopping at any moment
    // never leaves half an item.
    signal(SIGINT) { _ in
        RawTerminalMode.restore()
        _ = write(1, "\n", 1)
        _exit(130)
    }
    // Killed: the terminal restored, then killed as before.
    signal(SIGTERM) { signal in
        RawTerminalMode.restore()
        todo.signal(signal, SIG_DFL)
        raise(signal)
    }
    // A parent may have left SIGINT blocked (some test runners and daemons do).
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    sigprocmask(SIG_UNBLOCK, &interrupt, nil)
}
// Over a file-size limit (`ulimit -f`), write then fails with EFBIG, which is reported (74),
// instead of the signal killing the process in the middle of writing a temporary file.
signal(SIGXFSZ, SIG_IGN)
let status = TodoApp.run(input, terminal: terminal)
exit(status.rawValue)
