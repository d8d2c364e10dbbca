import TodoCore

/// The names of the temporary files a data file is written through: `.<name>.tmp-<pid>-<hex>`.
///
/// Hidden, and recognisable by a person and by `matches`, so that a temporary file left by a
/// killed process can be found and removed later without touching anything else. Names are
/// bytes, as the folder holds them: a data file's name need not be UTF-8.
struct TemporaryFileName {
    /// The data file's own name (its last path component).
    let dataFileName: [UInt8]

    private var prefix: [UInt8] { [UInt8(ascii: ".")] + dataFileName + Array(".tmp-".utf8) }

    /// A new name, unlikely to be in use (the file is still created exclusively).
    func fresh() -> [UInt8] {
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        let padded = String(repeating: "0", count: 8 - random.count) + random
        return prefix + Array((String(getpid()) + "-" + padded).utf8)
    }

    /// Whether `name` is one of this data file's temporary files: the prefix, then digits,
    /// "-", hex digits, and nothing else, so that no file a user made by hand matches by chance.
    func matches(_ name: [UInt8]) -> Bool {
        let prefix = prefix
        guard name.starts(with: prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
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
