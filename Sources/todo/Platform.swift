// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

import TodoTerminal
#if canImport(Glibc)
import Glibc
typealias sigset_t = Glibc.sigset_t
typealias stack_t = Glibc.stack_t
var EBADF: Int32 { Glibc.EBADF }
var F_DUPFD_CLOEXEC: Int32 { Glibc.F_DUPFD_CLOEXEC }
var F_GETFD: Int32 { Glibc.F_GETFD }
var O_CLOEXEC: Int32 { Glibc.O_CLOEXEC }
var O_RDONLY: Int32 { Glibc.O_RDONLY }
var O_WRONLY: Int32 { Glibc.O_WRONLY }
var SA_ONSTACK: Int32 { Glibc.SA_ONSTACK }
var SIGABRT: Int32 { Glibc.SIGABRT }
var SIGBUS: Int32 { Glibc.SIGBUS }
var SIGFPE: Int32 { Glibc.SIGFPE }
var SIGILL: Int32 { Glibc.SIGILL }
var SIGINT: Int32 { Glibc.SIGINT }
var SIGSEGV: Int32 { Glibc.SIGSEGV }
var SIGTERM: Int32 { Glibc.SIGTERM }
var SIGTRAP: Int32 { Glibc.SIGTRAP }
var SIGXFSZ: Int32 { Glibc.SIGXFSZ }
var SIG_DFL: (@convention(c) (Int32) -> Void)? { Glibc.SIG_DFL }
var SIG_IGN: (@convention(c) (Int32) -> Void) { Glibc.SIG_IGN }
var SIG_UNBLOCK: Int32 { Glibc.SIG_UNBLOCK }
@inline(__always) func _exit(_ a0: Int32) -> Never { Glibc._exit(a0) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Glibc.close(a0) }
@discardableResult @inline(__always) func dup2(_ a0: Int32, _ a1: Int32) -> Int32 { Glibc.dup2(a0, a1) }
var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { Glibc.environ }
var errno: Int32 { get { Glibc.errno } set { Glibc.errno = newValue } }
@inline(__always) func exit(_ a0: Int32) -> Never { Glibc.exit(a0) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32) -> Int32 { Glibc.fcntl(a0, a1) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Glibc.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: UnsafeMutableRawPointer) -> Int32 { Glibc.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func malloc(_ a0: Int) -> UnsafeMutableRawPointer! { Glibc.malloc(a0) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Glibc.open(a0, a1, a2) }
@discardableResult @inline(__always) func raise(_ a0: Int32) -> Int32 { Glibc.raise(a0) }
@discardableResult @inline(__always) func sigaddset(_ a0: UnsafeMutablePointer<sigset_t>, _ a1: Int32) -> Int32 { Glibc.sigaddset(a0, a1) }
@discardableResult @inline(__always) func sigaltstack(_ a0: UnsafePointer<stack_t>?, _ a1: UnsafeMutablePointer<stack_t>?) -> Int32 { Glibc.sigaltstack(a0, a1) }
@discardableResult @inline(__always) func sigemptyset(_ a0: UnsafeMutablePointer<sigset_t>) -> Int32 { Glibc.sigemptyset(a0) }
@discardableResult @inline(__always) func signal(_ a0: Int32, _ a1: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? { Glibc.signal(a0, a1) }
@discardableResult @inline(__always) func sigprocmask(_ a0: Int32, _ a1: UnsafePointer<sigset_t>?, _ a2: UnsafeMutablePointer<sigset_t>?) -> Int32 { Glibc.sigprocmask(a0, a1, a2) }
@discardableResult @inline(__always) func strlen(_ a0: UnsafePointer<CChar>) -> Int { Glibc.strlen(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Glibc.write(a0, a1, a2) }
/// glibc's allocator settings (malloc.h), which the Glibc module leaves out.
let M_TRIM_THRESHOLD: Int32 = -1
let M_MMAP_THRESHOLD: Int32 = -3
/// glibc's `mallopt`, looked up (malloc.h is not in the Glibc module); false if it is not there.
func mallopt(_ parameter: Int32, _ value: Int32) -> Bool {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = Glibc.dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
    return unsafeBitCast(symbol, to: Mallopt.self)(parameter, value) == 1
}
#elseif canImport(Musl)
import Musl
typealias sigset_t = Musl.sigset_t
typealias stack_t = Musl.stack_t
var EBADF: Int32 { Musl.EBADF }
var F_DUPFD_CLOEXEC: Int32 { Musl.F_DUPFD_CLOEXEC }
var F_GETFD: Int32 { Musl.F_GETFD }
var O_CLOEXEC: Int32 { Musl.O_CLOEXEC }
var O_RDONLY: Int32 { Musl.O_RDONLY }
var O_WRONLY: Int32 { Musl.O_WRONLY }
var SA_ONSTACK: Int32 { Musl.SA_ONSTACK }
var SIGABRT: Int32 { Musl.SIGABRT }
var SIGBUS: Int32 { Musl.SIGBUS }
var SIGFPE: Int32 { Musl.SIGFPE }
var SIGILL: Int32 { Musl.SIGILL }
var SIGINT: Int32 { Musl.SIGINT }
var SIGSEGV: Int32 { Musl.SIGSEGV }
var SIGTERM: Int32 { Musl.SIGTERM }
var SIGTRAP: Int32 { Musl.SIGTRAP }
var SIGXFSZ: Int32 { Musl.SIGXFSZ }
var SIG_DFL: (@convention(c) (Int32) -> Void)? { Musl.SIG_DFL }
var SIG_IGN: (@convention(c) (Int32) -> Void) { Musl.SIG_IGN }
var SIG_UNBLOCK: Int32 { Musl.SIG_UNBLOCK }
@inline(__always) func _exit(_ a0: Int32) -> Never { Musl._exit(a0) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Musl.close(a0) }
@discardableResult @inline(__always) func dup2(_ a0: Int32, _ a1: Int32) -> Int32 { Musl.dup2(a0, a1) }
var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { Musl.environ }
var errno: Int32 { get { Musl.errno } set { Musl.errno = newValue } }
@inline(__always) func exit(_ a0: Int32) -> Never { Musl.exit(a0) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32) -> Int32 { Musl.fcntl(a0, a1) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Musl.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: UnsafeMutableRawPointer) -> Int32 { Musl.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func malloc(_ a0: Int) -> UnsafeMutableRawPointer! { Musl.malloc(a0) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Musl.open(a0, a1, a2) }
@discardableResult @inline(__always) func raise(_ a0: Int32) -> Int32 { Musl.raise(a0) }
@discardableResult @inline(__always) func sigaddset(_ a0: UnsafeMutablePointer<sigset_t>, _ a1: Int32) -> Int32 { Musl.sigaddset(a0, a1) }
@discardableResult @inline(__always) func sigaltstack(_ a0: UnsafePointer<stack_t>?, _ a1: UnsafeMutablePointer<stack_t>?) -> Int32 { Musl.sigaltstack(a0, a1) }
@discardableResult @inline(__always) func sigemptyset(_ a0: UnsafeMutablePointer<sigset_t>) -> Int32 { Musl.sigemptyset(a0) }
@discardableResult @inline(__always) func signal(_ a0: Int32, _ a1: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? { Musl.signal(a0, a1) }
@discardableResult @inline(__always) func sigprocmask(_ a0: Int32, _ a1: UnsafePointer<sigset_t>?, _ a2: UnsafeMutablePointer<sigset_t>?) -> Int32 { Musl.sigprocmask(a0, a1, a2) }
@discardableResult @inline(__always) func strlen(_ a0: UnsafePointer<CChar>) -> Int { Musl.strlen(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Musl.write(a0, a1, a2) }
/// glibc's allocator settings: this C library's allocator takes none.
let M_TRIM_THRESHOLD: Int32 = -1
let M_MMAP_THRESHOLD: Int32 = -3
func mallopt(_ parameter: Int32, _ value: Int32) -> Bool { false }
#elseif canImport(Darwin)
import Darwin
typealias sigset_t = Darwin.sigset_t
typealias stack_t = Darwin.stack_t
var EBADF: Int32 { Darwin.EBADF }
var F_DUPFD_CLOEXEC: Int32 { Darwin.F_DUPFD_CLOEXEC }
var F_GETFD: Int32 { Darwin.F_GETFD }
var O_CLOEXEC: Int32 { Darwin.O_CLOEXEC }
var O_RDONLY: Int32 { Darwin.O_RDONLY }
var O_WRONLY: Int32 { Darwin.O_WRONLY }
var SA_ONSTACK: Int32 { Darwin.SA_ONSTACK }
var SIGABRT: Int32 { Darwin.SIGABRT }
var SIGBUS: Int32 { Darwin.SIGBUS }
var SIGFPE: Int32 { Darwin.SIGFPE }
var SIGILL: Int32 { Darwin.SIGILL }
var SIGINT: Int32 { Darwin.SIGINT }
var SIGSEGV: Int32 { Darwin.SIGSEGV }
var SIGTERM: Int32 { Darwin.SIGTERM }
var SIGTRAP: Int32 { Darwin.SIGTRAP }
var SIGXFSZ: Int32 { Darwin.SIGXFSZ }
var SIG_DFL: (@convention(c) (Int32) -> Void)? { Darwin.SIG_DFL }
var SIG_IGN: (@convention(c) (Int32) -> Void) { Darwin.SIG_IGN }
var SIG_UNBLOCK: Int32 { Darwin.SIG_UNBLOCK }
@inline(__always) func _exit(_ a0: Int32) -> Never { Darwin._exit(a0) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Darwin.close(a0) }
@discardableResult @inline(__always) func dup2(_ a0: Int32, _ a1: Int32) -> Int32 { Darwin.dup2(a0, a1) }
var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { Darwin.environ }
var errno: Int32 { get { Darwin.errno } set { Darwin.errno = newValue } }
@inline(__always) func exit(_ a0: Int32) -> Never { Darwin.exit(a0) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32) -> Int32 { Darwin.fcntl(a0, a1) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Darwin.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: UnsafeMutableRawPointer) -> Int32 { Darwin.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func malloc(_ a0: Int) -> UnsafeMutableRawPointer! { Darwin.malloc(a0) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Darwin.open(a0, a1, a2) }
@discardableResult @inline(__always) func raise(_ a0: Int32) -> Int32 { Darwin.raise(a0) }
@discardableResult @inline(__always) func sigaddset(_ a0: UnsafeMutablePointer<sigset_t>, _ a1: Int32) -> Int32 { Darwin.sigaddset(a0, a1) }
@discardableResult @inline(__always) func sigaltstack(_ a0: UnsafePointer<stack_t>?, _ a1: UnsafeMutablePointer<stack_t>?) -> Int32 { Darwin.sigaltstack(a0, a1) }
@discardableResult @inline(__always) func sigemptyset(_ a0: UnsafeMutablePointer<sigset_t>) -> Int32 { Darwin.sigemptyset(a0) }
@discardableResult @inline(__always) func signal(_ a0: Int32, _ a1: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? { Darwin.signal(a0, a1) }
@discardableResult @inline(__always) func sigprocmask(_ a0: Int32, _ a1: UnsafePointer<sigset_t>?, _ a2: UnsafeMutablePointer<sigset_t>?) -> Int32 { Darwin.sigprocmask(a0, a1, a2) }
@discardableResult @inline(__always) func strlen(_ a0: UnsafePointer<CChar>) -> Int { Darwin.strlen(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Darwin.write(a0, a1, a2) }
/// glibc's allocator settings: this C library's allocator takes none.
let M_TRIM_THRESHOLD: Int32 = -1
let M_MMAP_THRESHOLD: Int32 = -3
func mallopt(_ parameter: Int32, _ value: Int32) -> Bool { false }
#endif
