/// Reads the two stored forms of a due date, `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM`, from UTF-8:
/// the one reader of them, behind `LocalDate(iso:)`, `DueDate(iso:)` and the data file's decoder.
///
/// It reads bytes in place because the decoder reads one date per item, 100,000 in a long
/// list, and must not build a `String` for each; and it is not generic, so the decoder in
/// another module calls it as it is, needing no specialisation it could not get.
package enum ISODateReader {
    /// Exactly `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`; nil for anything else, impossible dates and
    /// times included.
    package static func dueDate(_ bytes: UnsafeBufferPointer<UInt8>) -> DueDate? {
        switch bytes.count {
        case 10:
            return date(bytes).map { DueDate(date: $0) }
        case 16:
            guard let date = date(bytes), bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
                  let hour = Digits.value(bytes[11..<13]), let minute = Digits.value(bytes[14..<16]),
                  let time = LocalTime(hour: hour, minute: minute) else { return nil }
            return DueDate(date: date, time: time)
        default:
            return nil
        }
    }

    /// Exactly `YYYY-MM-DD`; nil for anything else, impossible dates included.
    static func localDate(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        bytes.count == 10 ? date(bytes) : nil
    }

    /// The date in the first ten of `bytes`, which must hold at least ten.
    private static func date(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Digits.value(bytes[0..<4]), let month = Digits.value(bytes[5..<7]),
              let day = Digits.value(bytes[8..<10]) else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }
}
