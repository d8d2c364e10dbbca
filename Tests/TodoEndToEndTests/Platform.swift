// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
import Glibc
typealias FileStatus = Glibc.stat
typealias inotify_event = Glibc.inotify_event
typealias pollfd = Glibc.pollfd
typealias timespec = Glibc.timespec
var CLOCK_MONOTONIC: clockid_t { Glibc.CLOCK_MONOTONIC }
var EINTR: Int32 { Glibc.EINTR }
var EIO: Int32 { Glibc.EIO }
var IN_CLOEXEC: Int { Glibc.IN_CLOEXEC }
var IN_CREATE: Int32 { Glibc.IN_CREATE }
var IN_MODIFY: Int32 { Glibc.IN_MODIFY }
var O_CLOEXEC: Int32 { Glibc.O_CLOEXEC }
var O_CREAT: Int32 { Glibc.O_CREAT }
var O_RDWR: Int32 { Glibc.O_RDWR }
var O_WRONLY: Int32 { Glibc.O_WRONLY }
var POLLIN: Int32 { Glibc.POLLIN }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Glibc.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Glibc.close(a0) }
var errno: Int32 { get { Glibc.errno } set { Glibc.errno = newValue } }
@discardableResult @inline(__always) func geteuid() -> uid_t { Glibc.geteuid() }
@discardableResult @inline(__always) func inotify_add_watch(_ a0: Int32, _ a1: UnsafePointer<CChar>?, _ a2: UInt32) -> Int32 { Glibc.inotify_add_watch(a0, a1, a2) }
@discardableResult @inline(__always) func inotify_init1(_ a0: Int32) -> Int32 { Glibc.inotify_init1(a0) }
@discardableResult @inline(__always) func kill(_ a0: pid_t, _ a1: Int32) -> Int32 { Glibc.kill(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Glibc.open(a0, a1, a2) }
@discardableResult @inline(__always) func poll(_ a0: UnsafeMutablePointer<pollfd>?, _ a1: nfds_t, _ a2: Int32) -> Int32 { Glibc.poll(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Glibc.read(a0, a1, a2) }
@discardableResult @inline(__always) func socket(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Glibc.socket(a0, a1, a2) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.fstatat(Glibc.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Glibc.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Glibc.write(a0, a1, a2) }
#elseif canImport(Musl)
import Musl
typealias FileStatus = Musl.stat
typealias inotify_event = Musl.inotify_event
typealias pollfd = Musl.pollfd
typealias timespec = Musl.timespec
var CLOCK_MONOTONIC: clockid_t { Musl.CLOCK_MONOTONIC }
var EINTR: Int32 { Musl.EINTR }
var EIO: Int32 { Musl.EIO }
var IN_CLOEXEC: Int { Musl.IN_CLOEXEC }
var IN_CREATE: Int32 { Musl.IN_CREATE }
var IN_MODIFY: Int32 { Musl.IN_MODIFY }
var O_CLOEXEC: Int32 { Musl.O_CLOEXEC }
var O_CREAT: Int32 { Musl.O_CREAT }
var O_RDWR: Int32 { Musl.O_RDWR }
var O_WRONLY: Int32 { Musl.O_WRONLY }
var POLLIN: Int32 { Musl.POLLIN }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Musl.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Musl.close(a0) }
var errno: Int32 { get { Musl.errno } set { Musl.errno = newValue } }
@discardableResult @inline(__always) func geteuid() -> uid_t { Musl.geteuid() }
@discardableResult @inline(__always) func inotify_add_watch(_ a0: Int32, _ a1: UnsafePointer<CChar>?, _ a2: UInt32) -> Int32 { Musl.inotify_add_watch(a0, a1, a2) }
@discardableResult @inline(__always) func inotify_init1(_ a0: Int32) -> Int32 { Musl.inotify_init1(a0) }
@discardableResult @inline(__always) func kill(_ a0: pid_t, _ a1: Int32) -> Int32 { Musl.kill(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Musl.open(a0, a1, a2) }
@discardableResult @inline(__always) func poll(_ a0: UnsafeMutablePointer<pollfd>?, _ a1: nfds_t, _ a2: Int32) -> Int32 { Musl.poll(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Musl.read(a0, a1, a2) }
@discardableResult @inline(__always) func socket(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Musl.socket(a0, a1, a2) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.fstatat(Musl.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Musl.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Musl.write(a0, a1, a2) }
#elseif canImport(Darwin)
import Darwin
typealias FileStatus = Darwin.stat
typealias inotify_event = Darwin.inotify_event
typealias pollfd = Darwin.pollfd
typealias timespec = Darwin.timespec
var CLOCK_MONOTONIC: clockid_t { Darwin.CLOCK_MONOTONIC }
var EINTR: Int32 { Darwin.EINTR }
var EIO: Int32 { Darwin.EIO }
var IN_CLOEXEC: Int { Darwin.IN_CLOEXEC }
var IN_CREATE: Int32 { Darwin.IN_CREATE }
var IN_MODIFY: Int32 { Darwin.IN_MODIFY }
var O_CLOEXEC: Int32 { Darwin.O_CLOEXEC }
var O_CREAT: Int32 { Darwin.O_CREAT }
var O_RDWR: Int32 { Darwin.O_RDWR }
var O_WRONLY: Int32 { Darwin.O_WRONLY }
var POLLIN: Int32 { Darwin.POLLIN }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Darwin.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Darwin.close(a0) }
var errno: Int32 { get { Darwin.errno } set { Darwin.errno = newValue } }
@discardableResult @inline(__always) func geteuid() -> uid_t { Darwin.geteuid() }
@discardableResult @inline(__always) func inotify_add_watch(_ a0: Int32, _ a1: UnsafePointer<CChar>?, _ a2: UInt32) -> Int32 { Darwin.inotify_add_watch(a0, a1, a2) }
@discardableResult @inline(__always) func inotify_init1(_ a0: Int32) -> Int32 { Darwin.inotify_init1(a0) }
@discardableResult @inline(__always) func kill(_ a0: pid_t, _ a1: Int32) -> Int32 { Darwin.kill(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Darwin.open(a0, a1, a2) }
@discardableResult @inline(__always) func poll(_ a0: UnsafeMutablePointer<pollfd>?, _ a1: nfds_t, _ a2: Int32) -> Int32 { Darwin.poll(a0, a1, a2) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Darwin.read(a0, a1, a2) }
@discardableResult @inline(__always) func socket(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Darwin.socket(a0, a1, a2) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.fstatat(Darwin.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Darwin.time(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Darwin.write(a0, a1, a2) }
#endif
