// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
import Glibc
typealias mode_t = Glibc.mode_t
var EACCES: Int32 { Glibc.EACCES }
var EISDIR: Int32 { Glibc.EISDIR }
/// Sets `errno`, as a failing call does (a test's stand-in for one).
func setErrno(_ code: Int32) { Glibc.errno = code }
var ELOOP: Int32 { Glibc.ELOOP }
var ENOENT: Int32 { Glibc.ENOENT }
var LOCK_EX: Int32 { Glibc.LOCK_EX }
var LOCK_NB: Int32 { Glibc.LOCK_NB }
var LOCK_UN: Int32 { Glibc.LOCK_UN }
var O_CLOEXEC: Int32 { Glibc.O_CLOEXEC }
var O_CREAT: Int32 { Glibc.O_CREAT }
var O_RDWR: Int32 { Glibc.O_RDWR }
var O_WRONLY: Int32 { Glibc.O_WRONLY }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Glibc.close(a0) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Glibc.fsync(a0) }
@discardableResult @inline(__always) func getpid() -> pid_t { Glibc.getpid() }
@discardableResult @inline(__always) func mkfifo(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Glibc.mkfifo(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Glibc.open(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Glibc.read(a0, a1, a2) }
@discardableResult @inline(__always) func rename(_ a0: UnsafePointer<CChar>?, _ a1: UnsafePointer<CChar>?) -> Int32 { Glibc.rename(a0, a1) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Glibc.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Glibc.write(a0, a1, a2) }
#elseif canImport(Musl)
import Musl
typealias mode_t = Musl.mode_t
var EACCES: Int32 { Musl.EACCES }
var EISDIR: Int32 { Musl.EISDIR }
/// Sets `errno`, as a failing call does (a test's stand-in for one).
func setErrno(_ code: Int32) { Musl.errno = code }
var ELOOP: Int32 { Musl.ELOOP }
var ENOENT: Int32 { Musl.ENOENT }
var LOCK_EX: Int32 { Musl.LOCK_EX }
var LOCK_NB: Int32 { Musl.LOCK_NB }
var LOCK_UN: Int32 { Musl.LOCK_UN }
var O_CLOEXEC: Int32 { Musl.O_CLOEXEC }
var O_CREAT: Int32 { Musl.O_CREAT }
var O_RDWR: Int32 { Musl.O_RDWR }
var O_WRONLY: Int32 { Musl.O_WRONLY }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Musl.close(a0) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Musl.fsync(a0) }
@discardableResult @inline(__always) func getpid() -> pid_t { Musl.getpid() }
@discardableResult @inline(__always) func mkfifo(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Musl.mkfifo(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Musl.open(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Musl.read(a0, a1, a2) }
@discardableResult @inline(__always) func rename(_ a0: UnsafePointer<CChar>?, _ a1: UnsafePointer<CChar>?) -> Int32 { Musl.rename(a0, a1) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Musl.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Musl.write(a0, a1, a2) }
#elseif canImport(Darwin)
import Darwin
typealias mode_t = Darwin.mode_t
var EACCES: Int32 { Darwin.EACCES }
var EISDIR: Int32 { Darwin.EISDIR }
/// Sets `errno`, as a failing call does (a test's stand-in for one).
func setErrno(_ code: Int32) { Darwin.errno = code }
var ELOOP: Int32 { Darwin.ELOOP }
var ENOENT: Int32 { Darwin.ENOENT }
var LOCK_EX: Int32 { Darwin.LOCK_EX }
var LOCK_NB: Int32 { Darwin.LOCK_NB }
var LOCK_UN: Int32 { Darwin.LOCK_UN }
var O_CLOEXEC: Int32 { Darwin.O_CLOEXEC }
var O_CREAT: Int32 { Darwin.O_CREAT }
var O_RDWR: Int32 { Darwin.O_RDWR }
var O_WRONLY: Int32 { Darwin.O_WRONLY }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Darwin.close(a0) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Darwin.fsync(a0) }
@discardableResult @inline(__always) func getpid() -> pid_t { Darwin.getpid() }
@discardableResult @inline(__always) func mkfifo(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Darwin.mkfifo(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Darwin.open(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Darwin.read(a0, a1, a2) }
@discardableResult @inline(__always) func rename(_ a0: UnsafePointer<CChar>?, _ a1: UnsafePointer<CChar>?) -> Int32 { Darwin.rename(a0, a1) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Darwin.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Darwin.write(a0, a1, a2) }
#endif
