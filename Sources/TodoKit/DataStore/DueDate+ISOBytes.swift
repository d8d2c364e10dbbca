/// `DueDate`'s stored forms read from and written to bytes directly: the codec does this for
/// every item, and going through `String` would cost an allocation or two each time.
extension DueDate {
    /// Reads exactly `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`; nil for anything else.
    init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10 || bytes.count == 16, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = DueDate.number(bytes, 0, 4), let month = DueDate.number(bytes, 5, 2),
              let day = DueDate.number(bytes, 8, 2),
              let date = LocalDate(year: year, month: month, day: day) else { return nil }
        guard bytes.count == 16 else {
            self.init(date: date)
            return
        }
        guard bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
              let hour = DueDate.number(bytes, 11, 2), let minute = DueDate.number(bytes, 14, 2),
              let time = LocalTime(hour: hour, minute: minute) else { return nil }
        self.init(date: date, time: time)
    }

    /// Appends `iso` as UTF-8, built on the stack and appended in one step.
    func appendISO(to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
            DueDate.putDigits(date.year, 4, into: buffer, at: 0)
            buffer[4] = UInt8(ascii: "-")
            DueDate.putDigits(date.month, 2, into: buffer, at: 5)
            buffer[7] = UInt8(ascii: "-")
            DueDate.putDigits(date.day, 2, into: buffer, at: 8)
            var length = 10
            if let time {
                buffer[10] = UInt8(ascii: "T")
                DueDate.putDigits(time.hour, 2, into: buffer, at: 11)
                buffer[13] = UInt8(ascii: ":")
                DueDate.putDigits(time.minute, 2, into: buffer, at: 14)
                length = 16
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<length]))
        }
    }

    @inline(__always) private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ width: Int) -> Int? {
        var value = 0
        for index in start..<start + width {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// `value` (0 or more; years are 1...9999) as `width` digits with leading zeros.
    private static func putDigits(_ value: Int, _ width: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var rest = value
        for index in stride(from: start + width - 1, through: start, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }
}
