// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

import TodoFileSystem
#if canImport(Glibc)
import Glibc
typealias mode_t = Glibc.mode_t
typealias off_t = Glibc.off_t
var EIO: Int32 { Glibc.EIO }
var EISDIR: Int32 { Glibc.EISDIR }
var ENOENT: Int32 { Glibc.ENOENT }
var O_APPEND: Int32 { Glibc.O_APPEND }
var O_CLOEXEC: Int32 { Glibc.O_CLOEXEC }
var O_CREAT: Int32 { Glibc.O_CREAT }
var O_NOFOLLOW: Int32 { Glibc.O_NOFOLLOW }
var O_NONBLOCK: Int32 { Glibc.O_NONBLOCK }
var O_RDWR: Int32 { Glibc.O_RDWR }
var O_WRONLY: Int32 { Glibc.O_WRONLY }
var S_IFDIR: mode_t { Glibc.S_IFDIR }
var S_IFMT: mode_t { Glibc.S_IFMT }
var S_IFREG: mode_t { Glibc.S_IFREG }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Glibc.close(a0) }
var errno: Int32 { get { Glibc.errno } set { Glibc.errno = newValue } }
@discardableResult @inline(__always) func fchmod(_ a0: Int32, _ a1: mode_t) -> Int32 { Glibc.fchmod(a0, a1) }
@discardableResult @inline(__always) func fstat(_ a0: Int32, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.fstat(a0, a1) }
@discardableResult @inline(__always) func geteuid() -> uid_t { Glibc.geteuid() }
@discardableResult @inline(__always) func memmove(_ a0: UnsafeMutableRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> UnsafeMutableRawPointer! { Glibc.memmove(a0, a1, a2) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Glibc.open(a0, a1, a2) }
@discardableResult @inline(__always) func pread(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int, _ a3: off_t) -> Int { Glibc.pread(a0, a1, a2, a3) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.fstatat(Glibc.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Glibc.write(a0, a1, a2) }
#elseif canImport(Musl)
import Musl
typealias mode_t = Musl.mode_t
typealias off_t = Musl.off_t
var EIO: Int32 { Musl.EIO }
var EISDIR: Int32 { Musl.EISDIR }
var ENOENT: Int32 { Musl.ENOENT }
var O_APPEND: Int32 { Musl.O_APPEND }
var O_CLOEXEC: Int32 { Musl.O_CLOEXEC }
var O_CREAT: Int32 { Musl.O_CREAT }
var O_NOFOLLOW: Int32 { Musl.O_NOFOLLOW }
var O_NONBLOCK: Int32 { Musl.O_NONBLOCK }
var O_RDWR: Int32 { Musl.O_RDWR }
var O_WRONLY: Int32 { Musl.O_WRONLY }
var S_IFDIR: mode_t { Musl.S_IFDIR }
var S_IFMT: mode_t { Musl.S_IFMT }
var S_IFREG: mode_t { Musl.S_IFREG }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Musl.close(a0) }
var errno: Int32 { get { Musl.errno } set { Musl.errno = newValue } }
@discardableResult @inline(__always) func fchmod(_ a0: Int32, _ a1: mode_t) -> Int32 { Musl.fchmod(a0, a1) }
@discardableResult @inline(__always) func fstat(_ a0: Int32, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.fstat(a0, a1) }
@discardableResult @inline(__always) func geteuid() -> uid_t { Musl.geteuid() }
@discardableResult @inline(__always) func memmove(_ a0: UnsafeMutableRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> UnsafeMutableRawPointer! { Musl.memmove(a0, a1, a2) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Musl.open(a0, a1, a2) }
@discardableResult @inline(__always) func pread(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int, _ a3: off_t) -> Int { Musl.pread(a0, a1, a2, a3) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.fstatat(Musl.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Musl.write(a0, a1, a2) }
#elseif canImport(Darwin)
import Darwin
typealias mode_t = Darwin.mode_t
typealias off_t = Darwin.off_t
var EIO: Int32 { Darwin.EIO }
var EISDIR: Int32 { Darwin.EISDIR }
var ENOENT: Int32 { Darwin.ENOENT }
var O_APPEND: Int32 { Darwin.O_APPEND }
var O_CLOEXEC: Int32 { Darwin.O_CLOEXEC }
var O_CREAT: Int32 { Darwin.O_CREAT }
var O_NOFOLLOW: Int32 { Darwin.O_NOFOLLOW }
var O_NONBLOCK: Int32 { Darwin.O_NONBLOCK }
var O_RDWR: Int32 { Darwin.O_RDWR }
var O_WRONLY: Int32 { Darwin.O_WRONLY }
var S_IFDIR: mode_t { Darwin.S_IFDIR }
var S_IFMT: mode_t { Darwin.S_IFMT }
var S_IFREG: mode_t { Darwin.S_IFREG }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Darwin.close(a0) }
var errno: Int32 { get { Darwin.errno } set { Darwin.errno = newValue } }
@discardableResult @inline(__always) func fchmod(_ a0: Int32, _ a1: mode_t) -> Int32 { Darwin.fchmod(a0, a1) }
@discardableResult @inline(__always) func fstat(_ a0: Int32, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.fstat(a0, a1) }
@discardableResult @inline(__always) func geteuid() -> uid_t { Darwin.geteuid() }
@discardableResult @inline(__always) func memmove(_ a0: UnsafeMutableRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> UnsafeMutableRawPointer! { Darwin.memmove(a0, a1, a2) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Darwin.open(a0, a1, a2) }
@discardableResult @inline(__always) func pread(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int, _ a3: off_t) -> Int { Darwin.pread(a0, a1, a2, a3) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.fstatat(Darwin.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Darwin.write(a0, a1, a2) }
#endif
