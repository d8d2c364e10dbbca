// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
import Glibc
typealias time_t = Glibc.time_t
typealias tm = Glibc.tm
/// The calendar parts of `time` in the local zone (`TZ`), also left in `result`; nil if the C library cannot give them.
@inline(__always) func localtime_r(_ time: UnsafePointer<time_t>, _ result: inout tm) -> tm? {
    Glibc.localtime_r(time, &result) == nil ? nil : result
}
/// The same in UTC.
@inline(__always) func gmtime_r(_ time: UnsafePointer<time_t>, _ result: inout tm) -> tm? {
    Glibc.gmtime_r(time, &result) == nil ? nil : result
}
/// Now, in seconds since 1970: `time(nil)`, the only way the clock calls it.
@inline(__always) func time(_ result: Never?) -> time_t { Glibc.time(nil) }
#elseif canImport(Musl)
import Musl
typealias time_t = Musl.time_t
typealias tm = Musl.tm
/// The calendar parts of `time` in the local zone (`TZ`), also left in `result`; nil if the C library cannot give them.
@inline(__always) func localtime_r(_ time: UnsafePointer<time_t>, _ result: inout tm) -> tm? {
    Musl.localtime_r(time, &result) == nil ? nil : result
}
/// The same in UTC.
@inline(__always) func gmtime_r(_ time: UnsafePointer<time_t>, _ result: inout tm) -> tm? {
    Musl.gmtime_r(time, &result) == nil ? nil : result
}
/// Now, in seconds since 1970: `time(nil)`, the only way the clock calls it.
@inline(__always) func time(_ result: Never?) -> time_t { Musl.time(nil) }
#elseif canImport(Darwin)
import Darwin
typealias time_t = Darwin.time_t
typealias tm = Darwin.tm
/// The calendar parts of `time` in the local zone (`TZ`), also left in `result`; nil if the C library cannot give them.
@inline(__always) func localtime_r(_ time: UnsafePointer<time_t>, _ result: inout tm) -> tm? {
    Darwin.localtime_r(time, &result) == nil ? nil : result
}
/// The same in UTC.
@inline(__always) func gmtime_r(_ time: UnsafePointer<time_t>, _ result: inout tm) -> tm? {
    Darwin.gmtime_r(time, &result) == nil ? nil : result
}
/// Now, in seconds since 1970: `time(nil)`, the only way the clock calls it.
@inline(__always) func time(_ result: Never?) -> time_t { Darwin.time(nil) }
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
typealias UUID = FoundationEssentials.UUID
#else
import Foundation
typealias UUID = Foundation.UUID
#endif
