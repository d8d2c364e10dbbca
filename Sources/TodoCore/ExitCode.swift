/// The exit statuses of the contract (sysexits.h numbers where one fits).
package enum ExitCode: Int32, Sendable {
    case success = 0
    /// No item has an id the command named; nothing was changed.
    case notFound = 1
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: the data file is not a todo file this version can use.
    case dataError = 65
    /// EX_UNAVAILABLE: a program or setting the command needs is not there (vdirsyncer, a
    /// pair that holds the folder).
    case unavailable = 69
    /// EX_SOFTWARE: an internal error.
    case software = 70
    /// EX_IOERR: the data file could not be read or written.
    case ioError = 74
    /// EX_TEMPFAIL: another program the command ran failed (vdirsyncer); trying again may work.
    case temporaryFailure = 75
    /// Ctrl-C: 128 + SIGINT, as a shell reports a program the signal ended.
    case interrupted = 130
}
