#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's names in one buffer, each followed by a 0 byte: ten thousand names are two
/// allocations rather than ten thousand, and each is a C string as it is, for `fstatat`.
package struct FolderNames: Sendable {
    /// Every name, each followed by a 0 byte.
    private var bytes: [UInt8] = []
    /// Where each name starts in `bytes`, in the folder's order or, once sorted, in byte order.
    private var starts: [Int] = []

    package init() {}

    package var count: Int { starts.count }

    mutating func append(_ name: UnsafeBufferPointer<UInt8>) {
        starts.append(bytes.count)
        bytes.append(contentsOf: name)
        bytes.append(0)
    }

    /// The name at `place`, as bytes.
    package subscript(place: Int) -> [UInt8] {
        withName(at: place) { Array($0) }
    }

    /// `body` given the name at `place`, whose bytes are followed by a 0 byte in memory (so
    /// `baseAddress` is the name as a C string).
    package func withName<Result>(at place: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { buffer in
            try body(Self.name(at: starts[place], in: buffer))
        }
    }

    /// `body` given every name in turn, as `withName` gives it; stops when `body` returns false.
    package func forEachName(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows {
        try bytes.withUnsafeBufferPointer { buffer in
            for start in starts {
                guard try body(Self.name(at: start, in: buffer)) else { return }
            }
        }
    }

    /// Keeps only the names `isKept` keeps.
    package mutating func keep(where isKept: (UnsafeBufferPointer<UInt8>) -> Bool) {
        let starts = self.starts
        self.starts = bytes.withUnsafeBufferPointer { buffer in
            starts.filter { isKept(Self.name(at: $0, in: buffer)) }
        }
    }

    /// Puts the names in byte order (`memcmp`'s: a name that is the start of another first).
    package mutating func sort() {
        let bytes = self.bytes
        bytes.withUnsafeBufferPointer { buffer in
            starts.sort { left, right in
                // The 0 byte that ends each name sorts a prefix first, as byte order does.
                strcmp(UnsafeRawPointer(buffer.baseAddress! + left).assumingMemoryBound(to: CChar.self),
                       UnsafeRawPointer(buffer.baseAddress! + right).assumingMemoryBound(to: CChar.self)) < 0
            }
        }
    }

    private static func name(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let rest = UnsafeBufferPointer(rebasing: buffer[start...])
        let length = strlen(UnsafeRawPointer(rest.baseAddress!).assumingMemoryBound(to: CChar.self))
        return UnsafeBufferPointer(rebasing: rest[..<length])
    }
}
