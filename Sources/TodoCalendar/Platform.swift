// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

import TodoFileSystem
#if canImport(Glibc)
import Glibc
typealias mode_t = Glibc.mode_t
var ENOENT: Int32 { Glibc.ENOENT }
var S_IFDIR: mode_t { Glibc.S_IFDIR }
var S_IFMT: mode_t { Glibc.S_IFMT }
var errno: Int32 { get { Glibc.errno } set { Glibc.errno = newValue } }
@discardableResult @inline(__always) func memcmp(_ a0: UnsafeRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> Int32 { Glibc.memcmp(a0, a1, a2) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.fstatat(Glibc.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Glibc.time(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Glibc.unlink(a0) }
#elseif canImport(Musl)
import Musl
typealias mode_t = Musl.mode_t
var ENOENT: Int32 { Musl.ENOENT }
var S_IFDIR: mode_t { Musl.S_IFDIR }
var S_IFMT: mode_t { Musl.S_IFMT }
var errno: Int32 { get { Musl.errno } set { Musl.errno = newValue } }
@discardableResult @inline(__always) func memcmp(_ a0: UnsafeRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> Int32 { Musl.memcmp(a0, a1, a2) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.fstatat(Musl.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Musl.time(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Musl.unlink(a0) }
#elseif canImport(Darwin)
import Darwin
typealias mode_t = Darwin.mode_t
var ENOENT: Int32 { Darwin.ENOENT }
var S_IFDIR: mode_t { Darwin.S_IFDIR }
var S_IFMT: mode_t { Darwin.S_IFMT }
var errno: Int32 { get { Darwin.errno } set { Darwin.errno = newValue } }
@discardableResult @inline(__always) func memcmp(_ a0: UnsafeRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> Int32 { Darwin.memcmp(a0, a1, a2) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.fstatat(Darwin.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Darwin.time(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Darwin.unlink(a0) }
#endif
