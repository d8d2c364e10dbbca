/// A time zone's offsets from UTC over time, read from its TZif file (RFC 8536), the file the
/// C library reads for `TZ=Europe/Paris`: how a `TZID` of another tool's iCalendar file is
/// understood, without Foundation's `TimeZone`, which needs ICU for any zone but UTC.
///
/// Read here rather than by pointing `TZ` at the zone for a moment: `setenv` is process-wide
/// and unsafe beside any other thread reading the environment or the local time (the test
/// runner's), and every switch of `TZ` makes the C library read its files again.
package struct ZoneRules: Equatable, Sendable {
    /// The zone's name (`Europe/Paris`).
    package let name: String
    /// The instants (seconds since 1970 UTC) at which the offset changes, ascending.
    private let transitions: [Int]
    /// The offset (seconds east of UTC) from each transition on.
    private let offsets: [Int]
    /// The offset before the first transition (the file's first local time type).
    private let initialOffset: Int
    /// The rule after the last transition, from the file's footer.
    private let rule: PosixZoneRule?

    /// A zone always `offset` seconds east of UTC.
    package init(name: String, fixedOffset offset: Int) {
        self.name = name
        transitions = []
        offsets = []
        initialOffset = offset
        rule = nil
    }

    /// The zone in a TZif file's bytes; nil when they are not one.
    package init?(name: String, tzif bytes: [UInt8]) {
        guard var header = TZifHeader(bytes, at: 0) else { return nil }
        var timeSize = 4
        if header.version >= 2 {
            // Version 2 and later repeat the data with 64-bit times after the 32-bit block; only those are read.
            guard let second = TZifHeader(bytes, at: header.end(timeSize: 4)) else { return nil }
            header = second
            timeSize = 8
        }
        guard bytes.count >= header.end(timeSize: timeSize) else { return nil }
        var index = header.start
        var transitions: [Int] = []
        transitions.reserveCapacity(header.timeCount)
        for _ in 0..<header.timeCount {
            transitions.append(Self.integer(bytes, at: index, size: timeSize))
            index += timeSize
        }
        let typeIndices = bytes[index..<(index + header.timeCount)]
        index += header.timeCount
        var typeOffsets: [Int] = []
        for _ in 0..<header.typeCount {
            typeOffsets.append(Self.integer(bytes, at: index, size: 4))
            index += 6
        }
        guard !typeOffsets.isEmpty, typeIndices.allSatisfy({ Int($0) < typeOffsets.count }) else { return nil }
        self.name = name
        self.transitions = transitions
        offsets = typeIndices.map { typeOffsets[Int($0)] }
        initialOffset = typeOffsets[0]
        rule = header.version >= 2 ? Self.footer(bytes, after: header.end(timeSize: timeSize)) : nil
    }

    /// Seconds east of UTC at `instant` (seconds since 1970 UTC).
    package func offset(atUTC instant: Int) -> Int {
        guard let last = transitions.last else { return rule?.offset(atUTC: instant) ?? initialOffset }
        if instant >= last, let rule { return rule.offset(atUTC: instant) }
        guard instant >= transitions[0] else { return initialOffset }
        var low = 0
        var high = transitions.count - 1
        // The last transition at or before `instant`.
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return offsets[low]
    }

    /// The instant (seconds since 1970 UTC) at which the zone's clocks show `wallClock`
    /// (seconds since 1970 of the local date and time, as if it were UTC). A time shown twice
    /// (clocks going back) is its first; a time never shown (clocks going forward) is read
    /// with the offset before the change, which lands as far after the change as it was
    /// after the missing hour's start.
    package func instant(atWallClock wallClock: Int) -> Int {
        // No zone is more than a day off UTC: the offsets on either side of any change near
        // this wall-clock time are those a day before and a day after it.
        let before = offset(atUTC: wallClock - 86_400)
        let after = offset(atUTC: wallClock + 86_400)
        for candidate in [before, after] where offset(atUTC: wallClock - candidate) == candidate {
            return wallClock - candidate
        }
        return wallClock - before
    }

    package static func == (lhs: ZoneRules, rhs: ZoneRules) -> Bool {
        lhs.name == rhs.name
    }

    /// A big-endian two's-complement integer of `size` bytes.
    private static func integer(_ bytes: [UInt8], at index: Int, size: Int) -> Int {
        var value = 0
        for byte in bytes[index..<(index + size)] { value = value << 8 | Int(byte) }
        let bits = size * 8
        return bits < Int.bitWidth && value >= 1 << (bits - 1) ? value - (1 << bits) : value
    }

    /// The footer's `TZ` rule: between two newlines after the data; nil when empty or unreadable.
    private static func footer(_ bytes: [UInt8], after index: Int) -> PosixZoneRule? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { return nil }
        let text = bytes[(index + 1)...].prefix { $0 != UInt8(ascii: "\n") }
        return text.isEmpty ? nil : PosixZoneRule(text)
    }
}

/// A TZif header: its counts, and where its data block starts.
private struct TZifHeader {
    let version: Int
    let start: Int
    let utcIndicatorCount, standardIndicatorCount, leapCount, timeCount, typeCount, characterCount: Int

    init?(_ bytes: [UInt8], at index: Int) {
        guard index >= 0, bytes.count >= index + 44, bytes[index..<(index + 4)].elementsEqual("TZif".utf8) else { return nil }
        let counts = (0..<6).map { part in
            bytes[(index + 20 + part * 4)..<(index + 24 + part * 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        version = bytes[index + 4] == 0 ? 1 : Int(bytes[index + 4]) - Int(UInt8(ascii: "0"))
        start = index + 44
        (utcIndicatorCount, standardIndicatorCount, leapCount) = (counts[0], counts[1], counts[2])
        (timeCount, typeCount, characterCount) = (counts[3], counts[4], counts[5])
        guard typeCount > 0 else { return nil }
    }

    /// Where the data block ends, for times of `timeSize` bytes.
    func end(timeSize: Int) -> Int {
        start + timeCount * (timeSize + 1) + typeCount * 6 + characterCount
            + leapCount * (timeSize + 4) + standardIndicatorCount + utcIndicatorCount
    }
}
