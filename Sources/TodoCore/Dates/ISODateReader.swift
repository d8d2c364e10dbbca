import TodoBytes
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
                  let hour = twoDigits(bytes, at: 11), let minute = twoDigits(bytes, at: 14),
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
    ///
    /// A fixed layout read as such (issue 22: 130 instructions a date through `Digits.value`
    /// on slices, for 100,000 dates a run): `YYYY-MM-` as one little-endian word, each byte
    /// made its digit's value by `^ 0x30` (a dash's place by `^ 0x2D`, making it 0), all checked
    /// at once, then `DD`.
    private static func date(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        guard bytes.count >= 10, let word = SWAR.word(bytes, at: 0).map({ $0 ^ 0x2D30_302D_3030_3030 }) else { return nil }
        // A byte is fine when it is at most 9 (a digit's place) or 0 (a dash's): adding 0x76 or
        // 0x7F to its low 7 bits reaches the top bit exactly when it is over; its own top
        // bit catches the rest. No carry crosses a byte.
        guard ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F76_767F_7676_7676 | word) & 0x8080_8080_8080_8080 == 0,
              let day = twoDigits(bytes, at: 8) else { return nil }
        // Byte i of `pairs` (i even) is digit i times 10 plus digit i + 1.
        let pairs = (word &* 10 &+ (word >> 8))
        let year = Int(pairs & 0xFF) * 100 + Int(pairs >> 16 & 0xFF)
        let month = Int(pairs >> 40 & 0xFF)
        return LocalDate(year: year, month: month, day: day)
    }

    /// The two digits at `index` and `index + 1` (which the caller has checked are in
    /// `bytes`) as a number, or nil if either is not an ASCII digit.
    @inline(__always) private static func twoDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let tens = bytes[index] &- UInt8(ascii: "0")
        let ones = bytes[index + 1] &- UInt8(ascii: "0")
        guard tens < 10, ones < 10 else { return nil }
        return Int(tens) * 10 + Int(ones)
    }
}
