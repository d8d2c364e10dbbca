import Foundation

/// Runs the built `todo` through `/bin/sh`, for what `Process` cannot set up: a standard
/// output that is `/dev/full` or closed, or a memory limit (`ulimit -v`).
enum ShellLaunch {

    /// `sh -c 'SETUP; exec todo "$@" REDIRECT'`; standard output and error are read as usual
    /// when not redirected.
    static func run(_ arguments: [String], environment: [String: String], setup: String = ":",
                    redirect: String = "") throws -> TodoBinary.Result {
        try ShellProcess.run("sh", ["-c", "\(setup); exec \"$0\" \"$@\" \(redirect)", TodoBinary.url.path] + arguments,
                             environment: environment)
    }
}
