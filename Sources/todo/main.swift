import TodoKit
#if canImport(Glibc)
import Glibc
#endif

MallocTuning.apply()
let terminal = StandardTerminal()
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
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }
    // A parent may have left SIGINT blocked (some test runners and daemons do).
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    sigprocmask(SIG_UNBLOCK, &interrupt, nil)
}
let status = TodoApp.run(arguments: Array(CommandLine.arguments.dropFirst()),
                         environment: ProcessEnvironment.current(), terminal: terminal)
terminal.flush()
exit(status.rawValue)
