/// Reading a rule in its stored spelling straight from the data file's bytes.
extension RepeatRule {
    /// The rule whose `text` is exactly `bytes`; nil for anything else, another spelling of a
    /// rule included. No string is made: the file's fast readers meet one for every repeating
    /// item, and "recognized" must mean "written back as these same bytes".
    package init?(canonicalUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        var reader = ByteReader(bytes: bytes)
        let kind: Kind
        if let count = reader.number(), count >= 2 {
            guard reader.skip(" "), let unit = reader.unit(), reader.skip("s") else { return nil }
            kind = .step(count: count, unit: unit)
        } else if reader.position == 0, reader.skip("weekdays") {
            // Before the units: `week` is the start of `weekdays`.
            kind = .weekdays
        } else if reader.position == 0, let unit = reader.unit() {
            kind = .step(count: 1, unit: unit)
        } else if reader.position == 0, let day = reader.weekday() {
            kind = .weekday(day)
        } else {
            return nil
        }
        var anchorDay: Int?
        if reader.skip(" on the ") {
            guard let day = reader.number(), day <= 31, reader.ordinalSuffix(of: day) else { return nil }
            anchorDay = day
        }
        guard reader.position == bytes.count, let rule = RepeatRule(kind, anchorDay: anchorDay) else { return nil }
        self = rule
    }
}

/// Moves through a rule's bytes, matching the pieces of its stored spelling.
private struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// Inlined, so that each use compares against its literal's known bytes (issue 22: a
    /// call for each, and a unit tried word after word, cost 300 instructions a rule).
    @inline(__always) mutating func skip(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        for index in 0..<count where bytes[position + index] != text.utf8Start[index] { return false }
        position += count
        return true
    }

    /// A number from 1 to `RepeatRule.largestCount` with no leading zero.
    mutating func number() -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, position - start < 3, bytes[position] &- UInt8(ascii: "0") < 10 {
            value = value * 10 + Int(bytes[position] &- UInt8(ascii: "0"))
            position += 1
        }
        guard position > start, bytes[start] != UInt8(ascii: "0") else {
            position = start
            return nil
        }
        return value
    }

    /// Told apart by the first letter, so that one word is compared, not up to four.
    mutating func unit() -> RepeatRule.Unit? {
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "d"): return skip("day") ? .day : nil
        case UInt8(ascii: "w"): return skip("week") ? .week : nil
        case UInt8(ascii: "m"): return skip("month") ? .month : nil
        case UInt8(ascii: "y"): return skip("year") ? .year : nil
        default: return nil
        }
    }

    /// Made once: a table built on each call would be an allocation per repeating item.
    private static let weekdays: [(StaticString, Weekday)] = [
        ("sunday", .sunday), ("monday", .monday), ("tuesday", .tuesday), ("wednesday", .wednesday),
        ("thursday", .thursday), ("friday", .friday), ("saturday", .saturday),
    ]

    mutating func weekday() -> Weekday? {
        for (name, day) in ByteReader.weekdays where skip(name) { return day }
        return nil
    }

    mutating func ordinalSuffix(of day: Int) -> Bool {
        switch DateWords.ordinalSuffix(of: day) {
        case "st": skip("st")
        case "nd": skip("nd")
        case "rd": skip("rd")
        default: skip("th")
        }
    }
}
