// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
package import Glibc
package typealias SignalAction = Glibc.sigaction
typealias pollfd = Glibc.pollfd
typealias sigset_t = Glibc.sigset_t
typealias tcflag_t = Glibc.tcflag_t
typealias termios = Glibc.termios
typealias winsize = Glibc.winsize
var EAGAIN: Int32 { Glibc.EAGAIN }
var EINTR: Int32 { Glibc.EINTR }
var EIO: Int32 { Glibc.EIO }
var EWOULDBLOCK: Int32 { Glibc.EWOULDBLOCK }
var ISIG: Int32 { Glibc.ISIG }
var ONLCR: Int32 { Glibc.ONLCR }
var OPOST: Int32 { Glibc.OPOST }
var POLLIN: Int32 { Glibc.POLLIN }
var POLLOUT: Int32 { Glibc.POLLOUT }
var SIGABRT: Int32 { Glibc.SIGABRT }
var SIGBUS: Int32 { Glibc.SIGBUS }
var SIGFPE: Int32 { Glibc.SIGFPE }
var SIGILL: Int32 { Glibc.SIGILL }
var SIGINT: Int32 { Glibc.SIGINT }
var SIGQUIT: Int32 { Glibc.SIGQUIT }
var SIGSEGV: Int32 { Glibc.SIGSEGV }
var SIGTRAP: Int32 { Glibc.SIGTRAP }
var SIGWINCH: Int32 { Glibc.SIGWINCH }
var SIG_UNBLOCK: Int32 { Glibc.SIG_UNBLOCK }
var TCSADRAIN: Int32 { Glibc.TCSADRAIN }
var TIOCGWINSZ: Int32 { Glibc.TIOCGWINSZ }
@discardableResult @inline(__always) func atexit(_ a0: @convention(c) () -> Void) -> Int32 { Glibc.atexit(a0) }
@inline(__always) func cfmakeraw(_ a0: UnsafeMutablePointer<termios>?) { Glibc.cfmakeraw(a0) }
var errno: Int32 { get { Glibc.errno } set { Glibc.errno = newValue } }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt, _ a2: CInt) -> CInt { Glibc.ioctl(a0, a1, a2) }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt, _ a2: UnsafeMutableRawPointer) -> CInt { Glibc.ioctl(a0, a1, a2) }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt) -> CInt { Glibc.ioctl(a0, a1) }
@discardableResult @inline(__always) func isatty(_ a0: Int32) -> Int32 { Glibc.isatty(a0) }
@discardableResult @inline(__always) func poll(_ a0: UnsafeMutablePointer<pollfd>?, _ a1: nfds_t, _ a2: Int32) -> Int32 { Glibc.poll(a0, a1, a2) }
@discardableResult @inline(__always) func raise(_ a0: Int32) -> Int32 { Glibc.raise(a0) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Glibc.read(a0, a1, a2) }
@discardableResult @inline(__always) func sigaddset(_ a0: UnsafeMutablePointer<sigset_t>, _ a1: Int32) -> Int32 { Glibc.sigaddset(a0, a1) }
@discardableResult @inline(__always) func sigemptyset(_ a0: UnsafeMutablePointer<sigset_t>) -> Int32 { Glibc.sigemptyset(a0) }
@discardableResult @inline(__always) func sigprocmask(_ a0: Int32, _ a1: UnsafePointer<sigset_t>?, _ a2: UnsafeMutablePointer<sigset_t>?) -> Int32 { Glibc.sigprocmask(a0, a1, a2) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Glibc.strerror(a0) }
@discardableResult @inline(__always) func tcgetattr(_ a0: Int32, _ a1: UnsafeMutablePointer<termios>?) -> Int32 { Glibc.tcgetattr(a0, a1) }
@discardableResult @inline(__always) func tcsetattr(_ a0: Int32, _ a1: Int32, _ a2: UnsafePointer<termios>?) -> Int32 { Glibc.tcsetattr(a0, a1, a2) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Glibc.write(a0, a1, a2) }
extension SignalAction {
    /// The handler (`sa_handler`), under the name this C library gives its union (also for main.swift's own handlers).
    package var handler: (@convention(c) (Int32) -> Void)? {
        get { __sigaction_handler.sa_handler }
        set { __sigaction_handler.sa_handler = newValue }
    }
}
/// sigaction(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always)
package func sigaction(_ signal: some BinaryInteger, _ action: UnsafePointer<SignalAction>?, _ previous: UnsafeMutablePointer<SignalAction>?) -> Int32 {
    sigaction(Int32(signal), action, previous)
}
#elseif canImport(Musl)
package import Musl
package typealias SignalAction = Musl.sigaction
typealias pollfd = Musl.pollfd
typealias sigset_t = Musl.sigset_t
typealias tcflag_t = Musl.tcflag_t
typealias termios = Musl.termios
typealias winsize = Musl.winsize
var EAGAIN: Int32 { Musl.EAGAIN }
var EINTR: Int32 { Musl.EINTR }
var EIO: Int32 { Musl.EIO }
var EWOULDBLOCK: Int32 { Musl.EWOULDBLOCK }
var ISIG: Int32 { Musl.ISIG }
var ONLCR: Int32 { Musl.ONLCR }
var OPOST: Int32 { Musl.OPOST }
var POLLIN: Int32 { Musl.POLLIN }
var POLLOUT: Int32 { Musl.POLLOUT }
var SIGABRT: Int32 { Musl.SIGABRT }
var SIGBUS: Int32 { Musl.SIGBUS }
var SIGFPE: Int32 { Musl.SIGFPE }
var SIGILL: Int32 { Musl.SIGILL }
var SIGINT: Int32 { Musl.SIGINT }
var SIGQUIT: Int32 { Musl.SIGQUIT }
var SIGSEGV: Int32 { Musl.SIGSEGV }
var SIGTRAP: Int32 { Musl.SIGTRAP }
var SIGWINCH: Int32 { Musl.SIGWINCH }
var SIG_UNBLOCK: Int32 { Musl.SIG_UNBLOCK }
var TCSADRAIN: Int32 { Musl.TCSADRAIN }
var TIOCGWINSZ: Int32 { Musl.TIOCGWINSZ }
@discardableResult @inline(__always) func atexit(_ a0: @convention(c) () -> Void) -> Int32 { Musl.atexit(a0) }
@inline(__always) func cfmakeraw(_ a0: UnsafeMutablePointer<termios>?) { Musl.cfmakeraw(a0) }
var errno: Int32 { get { Musl.errno } set { Musl.errno = newValue } }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt, _ a2: CInt) -> CInt { Musl.ioctl(a0, a1, a2) }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt, _ a2: UnsafeMutableRawPointer) -> CInt { Musl.ioctl(a0, a1, a2) }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt) -> CInt { Musl.ioctl(a0, a1) }
@discardableResult @inline(__always) func isatty(_ a0: Int32) -> Int32 { Musl.isatty(a0) }
@discardableResult @inline(__always) func poll(_ a0: UnsafeMutablePointer<pollfd>?, _ a1: nfds_t, _ a2: Int32) -> Int32 { Musl.poll(a0, a1, a2) }
@discardableResult @inline(__always) func raise(_ a0: Int32) -> Int32 { Musl.raise(a0) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Musl.read(a0, a1, a2) }
@discardableResult @inline(__always) func sigaddset(_ a0: UnsafeMutablePointer<sigset_t>, _ a1: Int32) -> Int32 { Musl.sigaddset(a0, a1) }
@discardableResult @inline(__always) func sigemptyset(_ a0: UnsafeMutablePointer<sigset_t>) -> Int32 { Musl.sigemptyset(a0) }
@discardableResult @inline(__always) func sigprocmask(_ a0: Int32, _ a1: UnsafePointer<sigset_t>?, _ a2: UnsafeMutablePointer<sigset_t>?) -> Int32 { Musl.sigprocmask(a0, a1, a2) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Musl.strerror(a0) }
@discardableResult @inline(__always) func tcgetattr(_ a0: Int32, _ a1: UnsafeMutablePointer<termios>?) -> Int32 { Musl.tcgetattr(a0, a1) }
@discardableResult @inline(__always) func tcsetattr(_ a0: Int32, _ a1: Int32, _ a2: UnsafePointer<termios>?) -> Int32 { Musl.tcsetattr(a0, a1, a2) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Musl.write(a0, a1, a2) }
extension SignalAction {
    /// The handler (`sa_handler`), under the name this C library gives its union (also for main.swift's own handlers).
    package var handler: (@convention(c) (Int32) -> Void)? {
        get { __sa_handler.sa_handler }
        set { __sa_handler.sa_handler = newValue }
    }
}
/// sigaction(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always)
package func sigaction(_ signal: some BinaryInteger, _ action: UnsafePointer<SignalAction>?, _ previous: UnsafeMutablePointer<SignalAction>?) -> Int32 {
    sigaction(Int32(signal), action, previous)
}
#elseif canImport(Darwin)
package import Darwin
package typealias SignalAction = Darwin.sigaction
typealias pollfd = Darwin.pollfd
typealias sigset_t = Darwin.sigset_t
typealias tcflag_t = Darwin.tcflag_t
typealias termios = Darwin.termios
typealias winsize = Darwin.winsize
var EAGAIN: Int32 { Darwin.EAGAIN }
var EINTR: Int32 { Darwin.EINTR }
var EIO: Int32 { Darwin.EIO }
var EWOULDBLOCK: Int32 { Darwin.EWOULDBLOCK }
var ISIG: Int32 { Darwin.ISIG }
var ONLCR: Int32 { Darwin.ONLCR }
var OPOST: Int32 { Darwin.OPOST }
var POLLIN: Int32 { Darwin.POLLIN }
var POLLOUT: Int32 { Darwin.POLLOUT }
var SIGABRT: Int32 { Darwin.SIGABRT }
var SIGBUS: Int32 { Darwin.SIGBUS }
var SIGFPE: Int32 { Darwin.SIGFPE }
var SIGILL: Int32 { Darwin.SIGILL }
var SIGINT: Int32 { Darwin.SIGINT }
var SIGQUIT: Int32 { Darwin.SIGQUIT }
var SIGSEGV: Int32 { Darwin.SIGSEGV }
var SIGTRAP: Int32 { Darwin.SIGTRAP }
var SIGWINCH: Int32 { Darwin.SIGWINCH }
var SIG_UNBLOCK: Int32 { Darwin.SIG_UNBLOCK }
var TCSADRAIN: Int32 { Darwin.TCSADRAIN }
var TIOCGWINSZ: Int32 { Darwin.TIOCGWINSZ }
@discardableResult @inline(__always) func atexit(_ a0: @convention(c) () -> Void) -> Int32 { Darwin.atexit(a0) }
@inline(__always) func cfmakeraw(_ a0: UnsafeMutablePointer<termios>?) { Darwin.cfmakeraw(a0) }
var errno: Int32 { get { Darwin.errno } set { Darwin.errno = newValue } }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt, _ a2: CInt) -> CInt { Darwin.ioctl(a0, a1, a2) }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt, _ a2: UnsafeMutableRawPointer) -> CInt { Darwin.ioctl(a0, a1, a2) }
@discardableResult @inline(__always) func ioctl(_ a0: CInt, _ a1: UInt) -> CInt { Darwin.ioctl(a0, a1) }
@discardableResult @inline(__always) func isatty(_ a0: Int32) -> Int32 { Darwin.isatty(a0) }
@discardableResult @inline(__always) func poll(_ a0: UnsafeMutablePointer<pollfd>?, _ a1: nfds_t, _ a2: Int32) -> Int32 { Darwin.poll(a0, a1, a2) }
@discardableResult @inline(__always) func raise(_ a0: Int32) -> Int32 { Darwin.raise(a0) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Darwin.read(a0, a1, a2) }
@discardableResult @inline(__always) func sigaddset(_ a0: UnsafeMutablePointer<sigset_t>, _ a1: Int32) -> Int32 { Darwin.sigaddset(a0, a1) }
@discardableResult @inline(__always) func sigemptyset(_ a0: UnsafeMutablePointer<sigset_t>) -> Int32 { Darwin.sigemptyset(a0) }
@discardableResult @inline(__always) func sigprocmask(_ a0: Int32, _ a1: UnsafePointer<sigset_t>?, _ a2: UnsafeMutablePointer<sigset_t>?) -> Int32 { Darwin.sigprocmask(a0, a1, a2) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Darwin.strerror(a0) }
@discardableResult @inline(__always) func tcgetattr(_ a0: Int32, _ a1: UnsafeMutablePointer<termios>?) -> Int32 { Darwin.tcgetattr(a0, a1) }
@discardableResult @inline(__always) func tcsetattr(_ a0: Int32, _ a1: Int32, _ a2: UnsafePointer<termios>?) -> Int32 { Darwin.tcsetattr(a0, a1, a2) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Darwin.write(a0, a1, a2) }
extension SignalAction {
    /// The handler (`sa_handler`), under the name this C library gives its union (also for main.swift's own handlers).
    package var handler: (@convention(c) (Int32) -> Void)? {
        get { __sigaction_u.__sa_handler }
        set { __sigaction_u.__sa_handler = newValue }
    }
}
/// sigaction(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always)
package func sigaction(_ signal: some BinaryInteger, _ action: UnsafePointer<SignalAction>?, _ previous: UnsafeMutablePointer<SignalAction>?) -> Int32 {
    sigaction(Int32(signal), action, previous)
}
#endif
