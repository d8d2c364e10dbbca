import TodoCore
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
            let length = writeISO(into: buffer)
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
}
