// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
import Glibc
var LOCK_EX: Int32 { Glibc.LOCK_EX }
var LOCK_NB: Int32 { Glibc.LOCK_NB }
var O_CLOEXEC: Int32 { Glibc.O_CLOEXEC }
var O_CREAT: Int32 { Glibc.O_CREAT }
var O_RDWR: Int32 { Glibc.O_RDWR }
var O_WRONLY: Int32 { Glibc.O_WRONLY }
var S_IFIFO: mode_t { Glibc.S_IFIFO }
var S_IFMT: mode_t { Glibc.S_IFMT }
@discardableResult @inline(__always) func chmod(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Glibc.chmod(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Glibc.close(a0) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@discardableResult @inline(__always) func ftruncate(_ a0: Int32, _ a1: off_t) -> Int32 { Glibc.ftruncate(a0, a1) }
@discardableResult @inline(__always) func geteuid() -> uid_t { Glibc.geteuid() }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Glibc.open(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Glibc.read(a0, a1, a2) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Glibc.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Glibc.write(a0, a1, a2) }
#elseif canImport(Musl)
import Musl
var LOCK_EX: Int32 { Musl.LOCK_EX }
var LOCK_NB: Int32 { Musl.LOCK_NB }
var O_CLOEXEC: Int32 { Musl.O_CLOEXEC }
var O_CREAT: Int32 { Musl.O_CREAT }
var O_RDWR: Int32 { Musl.O_RDWR }
var O_WRONLY: Int32 { Musl.O_WRONLY }
var S_IFIFO: mode_t { Musl.S_IFIFO }
var S_IFMT: mode_t { Musl.S_IFMT }
@discardableResult @inline(__always) func chmod(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Musl.chmod(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Musl.close(a0) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@discardableResult @inline(__always) func ftruncate(_ a0: Int32, _ a1: off_t) -> Int32 { Musl.ftruncate(a0, a1) }
@discardableResult @inline(__always) func geteuid() -> uid_t { Musl.geteuid() }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Musl.open(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Musl.read(a0, a1, a2) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Musl.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Musl.write(a0, a1, a2) }
#elseif canImport(Darwin)
import Darwin
var LOCK_EX: Int32 { Darwin.LOCK_EX }
var LOCK_NB: Int32 { Darwin.LOCK_NB }
var O_CLOEXEC: Int32 { Darwin.O_CLOEXEC }
var O_CREAT: Int32 { Darwin.O_CREAT }
var O_RDWR: Int32 { Darwin.O_RDWR }
var O_WRONLY: Int32 { Darwin.O_WRONLY }
var S_IFIFO: mode_t { Darwin.S_IFIFO }
var S_IFMT: mode_t { Darwin.S_IFMT }
@discardableResult @inline(__always) func chmod(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Darwin.chmod(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Darwin.close(a0) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@discardableResult @inline(__always) func ftruncate(_ a0: Int32, _ a1: off_t) -> Int32 { Darwin.ftruncate(a0, a1) }
@discardableResult @inline(__always) func geteuid() -> uid_t { Darwin.geteuid() }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Darwin.open(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Darwin.read(a0, a1, a2) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Darwin.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Darwin.write(a0, a1, a2) }
#endif
