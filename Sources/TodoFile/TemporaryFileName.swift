import TodoCore
import Glibc

/// The names of the temporary files a data file is written through: `.<name>.tmp-<pid>-<hex>`.
///
/// Hidden, and recognisable by a person and by `matches`, so that a temporary file left by a
/// killed process can be found and removed later without touching anything else.
struct TemporaryFileName {
    /// The data file's own name (its last path component).
    let dataFileName: String

    private var prefix: String { "." + dataFileName + ".tmp-" }

    /// A new name, unlikely to be in use (the file is still created exclusively).
    func fresh() -> String {
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        let padded = String(repeating: "0", count: 8 - random.count) + random
        return prefix + String(getpid()) + "-" + padded
    }

    /// Whether `name` is one of this data file's temporary files: the prefix, then digits,
    /// "-", hex digits, and nothing else, so that no file a user made by hand matches by chance.
    func matches(_ name: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.utf8.dropFirst(prefix.utf8.count)
        let parts = rest.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        return parts[0].allSatisfy(isDigit) && parts[1].allSatisfy(isHexDigit)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
