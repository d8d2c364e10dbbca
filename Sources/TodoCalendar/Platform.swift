// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

import TodoFileSystem
#if canImport(Glibc)
import Glibc
@discardableResult @inline(__always) func memcmp(_ a0: UnsafeRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> Int32 { Glibc.memcmp(a0, a1, a2) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Glibc.time(a0) }
#elseif canImport(Musl)
import Musl
@discardableResult @inline(__always) func memcmp(_ a0: UnsafeRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> Int32 { Musl.memcmp(a0, a1, a2) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Musl.time(a0) }
#elseif canImport(Darwin)
import Darwin
@discardableResult @inline(__always) func memcmp(_ a0: UnsafeRawPointer, _ a1: UnsafeRawPointer, _ a2: Int) -> Int32 { Darwin.memcmp(a0, a1, a2) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Darwin.time(a0) }
#endif
