/// The moment an item was marked done, read from its `done` stamp: whole seconds since
/// 1970-01-01 UTC.
///
/// `todo` writes `2026-11-20T18:02:11Z`; a stamp edited by hand or written by another tool
/// may leave out the seconds, add a fraction (`.5`), or give an offset (`+01:00`) instead of
/// `Z`, and is read all the same. Anything else is no time at all (nil): the `done` key still
/// means done, since only its presence matters to the rest of the program.
package struct DoneTime: Comparable, Hashable, Sendable {
    package let secondsSinceEpoch: Int

    package init(secondsSinceEpoch: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
    }

    package init?(stamp: String) {
        let bytes = Array(stamp.utf8)
        // YYYY-MM-DDTHH:MM is the least a stamp must have.
        guard bytes.count >= 16, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
              bytes[13] == UInt8(ascii: ":"),
              let date = LocalDate(iso: String(decoding: bytes[0..<10], as: UTF8.self)),
              let hour = Digits.value(bytes[11..<13]), let minute = Digits.value(bytes[14..<16]),
              hour < 24, minute < 60 else { return nil }
        var index = 16
        var second = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            guard bytes.count >= index + 3, let value = Digits.value(bytes[(index + 1)..<(index + 3)]),
                  value < 61 else { return nil }
            second = value
            index += 3
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
                index += 1
                let start = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                guard index > start else { return nil }
            }
        }
        guard let offset = DoneTime.offsetSeconds(bytes[index...]) else { return nil }
        secondsSinceEpoch = date.daysSinceEpoch * 86_400 + hour * 3_600 + minute * 60 + second - offset
    }

    /// `Z`, `+01:00`, `-0500`: seconds east of UTC; nil for anything else (a stamp with no
    /// zone is not an instant).
    private static func offsetSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let sign = bytes.first else { return nil }
        if bytes.count == 1, sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") { return 0 }
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = bytes.dropFirst().filter { $0 != UInt8(ascii: ":") }
        guard digits.count == 4, bytes.count == 5 || (bytes.count == 6 && bytes[bytes.startIndex + 3] == UInt8(ascii: ":")),
              let hours = Digits.value(digits.prefix(2)), let minutes = Digits.value(digits.suffix(2)),
              hours < 24, minutes < 60 else { return nil }
        let seconds = hours * 3_600 + minutes * 60
        return sign == UInt8(ascii: "+") ? seconds : -seconds
    }

    package static func < (lhs: DoneTime, rhs: DoneTime) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }
}

extension DoneTime {
    /// The date in UTC at this instant.
    package var utcDate: LocalDate? {
        let days = secondsSinceEpoch >= 0 ? secondsSinceEpoch / 86_400 : (secondsSinceEpoch - 86_399) / 86_400
        return LocalDate(daysSinceEpoch: days)
    }
}
