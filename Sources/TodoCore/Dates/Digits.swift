/// Fixed-width decimal digits, read and written without `String(format:)` (which needs
/// Foundation and is slow on hot paths).
enum Digits {
    /// The value of a run of ASCII digits, or nil if any byte is not a digit or the run is empty.
    ///
    /// Always inlined: the data file's reader reads five numbers a date, 100,000 dates in a
    /// long list, and a call each cost `todo add` at 100,000 items 9M of its 110M instructions.
    @inline(__always) static func value(_ bytes: some Collection<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Appends `value` (0 or more) as `width` digits with leading zeros: dates, times and
    /// stamps are written this way, with no `String` in between.
    static func append(_ value: Int, width: Int, to output: inout [UInt8]) {
        guard width > 0 else { return }
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
            divisor /= 10
        }
    }
}
