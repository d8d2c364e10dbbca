/// A calendar date with no time zone: the floating local date the data file stores.
///
/// The arithmetic is the proleptic Gregorian calendar done on day numbers, so it needs no
/// `Calendar`, no time zone and no allocation: listing 100,000 items stays cheap.
package struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var year: Int { Int(storedYear) }
    package var month: Int { Int(storedMonth) }
    package var day: Int { Int(storedDay) }

    // Stored in 4 bytes, not 24: a big list holds one per item, and a smaller item is less
    // memory to fill and move.
    private let storedYear: Int16
    private let storedMonth: UInt8
    private let storedDay: UInt8

    /// The years the file format can write (four digits).
    private static let supportedYears = 1...9999

    /// A valid date, or nil (`2026-02-30`, month 13, a year outside 1...9999).
    package init?(year: Int, month: Int, day: Int) {
        guard LocalDate.supportedYears.contains(year), (1...12).contains(month),
              day >= 1, day <= LocalDate.daysInMonth(year: year, month: month) else { return nil }
        storedYear = Int16(truncatingIfNeeded: year)
        storedMonth = UInt8(truncatingIfNeeded: month)
        storedDay = UInt8(truncatingIfNeeded: day)
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        storedYear = Int16(truncatingIfNeeded: year)
        storedMonth = UInt8(truncatingIfNeeded: month)
        storedDay = UInt8(truncatingIfNeeded: day)
    }

    /// The date `days` days after 1970-01-01 (negative: before), or nil outside the supported years.
    package init?(daysSinceEpoch days: Int) {
        // Bound first, so the arithmetic below cannot overflow on a wild input.
        guard days >= LocalDate.firstDay, days <= LocalDate.lastDay else { return nil }
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(unchecked: year, month, day)
    }

    /// The date `days` days after 1970-01-01, or the first or last supported date when it
    /// lies before or after them.
    init(clampingDaysSinceEpoch days: Int) {
        self = LocalDate(daysSinceEpoch: min(max(days, LocalDate.firstDay), LocalDate.lastDay)) ?? .epoch
    }

    /// 1970-01-01, the day numbers' origin.
    package static let epoch = LocalDate(unchecked: 1970, 1, 1)

    private static let firstDay = -719_162   // 0001-01-01
    private static let lastDay = 2_932_896   // 9999-12-31

    /// Days since 1970-01-01.
    package var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((daysSinceEpoch + 4) % 7 + 7) % 7
        return Weekday(rawValue: index + 1) ?? .sunday
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `days` days later (earlier when negative); nil past the supported years.
    func adding(days: Int) -> LocalDate? {
        let (sum, overflow) = daysSinceEpoch.addingReportingOverflow(days)
        return overflow ? nil : LocalDate(daysSinceEpoch: sum)
    }

    /// `months` months later, keeping the day where the month has it, else its last day
    /// (Jan 31 + 1 month = Feb 28 or 29).
    func adding(months: Int) -> LocalDate? {
        guard abs(months) <= 12 * 10_000 else { return nil }
        let monthIndex = year * 12 + (month - 1) + months
        let newYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        let newMonth = monthIndex - newYear * 12 + 1
        guard LocalDate.supportedYears.contains(newYear) else { return nil }
        let newDay = min(day, LocalDate.daysInMonth(year: newYear, month: newMonth))
        return LocalDate(year: newYear, month: newMonth, day: newDay)
    }

    func adding(years: Int) -> LocalDate? {
        guard abs(years) <= 10_000 else { return nil }
        return adding(months: years * 12)
    }

    /// The last day of this date's month.
    var endOfMonth: LocalDate {
        LocalDate(unchecked: year, month, LocalDate.daysInMonth(year: year, month: month))
    }

    /// The English month names, January first: the one table that the date language reads
    /// (`dec 1`) and the labels write (`Tue 1 Dec`, `Sunday 29 November`). Fixed English: the
    /// contract's dates do not follow the locale.
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]

    /// This date's month, in full: "November".
    var monthName: String { LocalDate.monthNames[month - 1] }

    /// Its first three letters: "Nov".
    var shortMonthName: String { String(monthName.prefix(3)) }

    package static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`.
    package var iso: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        appendISO(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `iso` as UTF-8.
    func appendISO(to output: inout [UInt8]) {
        Digits.append(year, width: 4, to: &output)
        output.append(UInt8(ascii: "-"))
        Digits.append(month, width: 2, to: &output)
        output.append(UInt8(ascii: "-"))
        Digits.append(day, width: 2, to: &output)
    }

    package var description: String { iso }

    /// Reads exactly `YYYY-MM-DD`; nil for anything else, impossible dates included.
    package init?(iso text: some StringProtocol) {
        var text = String(text)
        guard let date = text.withUTF8(ISODateReader.localDate) else { return nil }
        self = date
    }
}
