// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
import Glibc
var O_APPEND: Int32 { Glibc.O_APPEND }
var O_DIRECTORY: Int32 { Glibc.O_DIRECTORY }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<stat>) -> Int32 { Glibc.lstat(a0, a1) }
@discardableResult @inline(__always) func usleep(_ a0: useconds_t) -> Int32 { Glibc.usleep(a0) }
#elseif canImport(Musl)
import Musl
var O_APPEND: Int32 { Musl.O_APPEND }
var O_DIRECTORY: Int32 { Musl.O_DIRECTORY }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<stat>) -> Int32 { Musl.lstat(a0, a1) }
@discardableResult @inline(__always) func usleep(_ a0: useconds_t) -> Int32 { Musl.usleep(a0) }
#elseif canImport(Darwin)
import Darwin
var O_APPEND: Int32 { Darwin.O_APPEND }
var O_DIRECTORY: Int32 { Darwin.O_DIRECTORY }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<stat>) -> Int32 { Darwin.lstat(a0, a1) }
@discardableResult @inline(__always) func usleep(_ a0: useconds_t) -> Int32 { Darwin.usleep(a0) }
#endif
