// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
import Glibc
typealias time_t = Glibc.time_t
typealias tm = Glibc.tm
@discardableResult @inline(__always) func gmtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Glibc.gmtime_r(a0, a1) }
@discardableResult @inline(__always) func localtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Glibc.localtime_r(a0, a1) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Glibc.time(a0) }
#elseif canImport(Musl)
import Musl
typealias time_t = Musl.time_t
typealias tm = Musl.tm
@discardableResult @inline(__always) func gmtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Musl.gmtime_r(a0, a1) }
@discardableResult @inline(__always) func localtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Musl.localtime_r(a0, a1) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Musl.time(a0) }
#elseif canImport(Darwin)
import Darwin
typealias time_t = Darwin.time_t
typealias tm = Darwin.tm
@discardableResult @inline(__always) func gmtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Darwin.gmtime_r(a0, a1) }
@discardableResult @inline(__always) func localtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Darwin.localtime_r(a0, a1) }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Darwin.time(a0) }
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
typealias UUID = FoundationEssentials.UUID
#else
import Foundation
typealias UUID = Foundation.UUID
#endif
