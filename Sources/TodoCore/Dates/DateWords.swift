/// The words a due date may be written in, and what each one means.
///
/// Kept as tables so that adding a word is one line, and the rules that use them stay short.
package enum DateWords {
    /// A step of the calendar: so many days, weeks, months or years.
    enum Unit: Sendable {
        case day, week, month, year

        /// `count` of this unit after `date`; nil past the supported years or on overflow.
        func step(_ date: LocalDate, by count: Int) -> LocalDate? {
            switch self {
            case .day: return date.adding(days: count)
            case .week:
                let (days, overflow) = count.multipliedReportingOverflow(by: 7)
                return overflow ? nil : date.adding(days: days)
            case .month: return date.adding(months: count)
            case .year: return date.adding(years: count)
            }
        }
    }

    /// What a fixed phrase means: a step from today, the end of a week, month or year, this
    /// evening, or a weekend.
    enum Phrase: Sendable {
        case step(Int, Unit)
        case endOfWeek, endOfNextWeek, endOfMonth, endOfYear
        /// Today, at `eveningTime` unless a time is given (`tonight 9pm`).
        case evening
        case weekend, nextWeekend
    }

    /// The time `tonight` and `this evening` mean when no time is given.
    static let eveningTime = LocalTime(hour: 20, minute: 0)

    /// `now`: today at the current time, alone (no time before or after it).
    static let now = "now"

    /// Whole phrases, their words joined by single spaces.
    static let phrases: [String: Phrase] = [
        "today": .step(0, .day), "tod": .step(0, .day),
        "tomorrow": .step(1, .day), "tom": .step(1, .day), "tmr": .step(1, .day), "tmrw": .step(1, .day),
        "yesterday": .step(-1, .day),
        // An item without a time is due by the end of its day: the end of today is today.
        "eod": .step(0, .day), "end of day": .step(0, .day),
        "tonight": .evening, "this evening": .evening,
        "weekend": .weekend, "this weekend": .weekend, "next weekend": .nextWeekend,
        "next week": .step(1, .week), "next month": .step(1, .month), "next year": .step(1, .year),
        "eow": .endOfWeek, "end of week": .endOfWeek,
        "eonw": .endOfNextWeek, "end of next week": .endOfNextWeek,
        "eom": .endOfMonth, "end of month": .endOfMonth,
        "eoy": .endOfYear, "end of year": .endOfYear,
    ]

    /// The units of `in 3 days`, `2w`, `1m`, `1y`.
    static let units: [String: Unit] = [
        "d": .day, "day": .day, "days": .day,
        "w": .week, "week": .week, "weeks": .week,
        "m": .month, "month": .month, "months": .month,
        "y": .year, "year": .year, "years": .year,
    ]

    /// Weekday names, full or their first three letters, and the common `tues` and `thurs`.
    static let weekdays: [String: Weekday] = {
        var table: [String: Weekday] = ["tues": .tuesday, "thur": .thursday, "thurs": .thursday]
        for day in Weekday.allCases {
            table[day.name.lowercased()] = day
            table[day.shortName.lowercased()] = day
        }
        return table
    }()

    /// Month names, full or their first three letters, and `sept`, to month numbers.
    static let months: [String: Int] = {
        var table: [String: Int] = ["sept": 9]
        for (index, name) in LocalDate.monthNames.enumerated() {
            table[name.lowercased()] = index + 1
            table[name.prefix(3).lowercased()] = index + 1
        }
        return table
    }()

    /// `am` and `pm`: whether the hour is after noon.
    static let meridiems: [String: Bool] = ["am": false, "pm": true]

    /// Times of day that are words. `midnight` is the first minute of the day it names
    /// (`fri midnight` is 00:00 at the start of Friday), as a clock's 00:00 is.
    static let namedTimes: [String: LocalTime] = [
        "noon": LocalTime(hour: 12, minute: 0), "midnight": LocalTime(hour: 0, minute: 0),
    ].compactMapValues { $0 }

    /// The English ordinal suffix of a day of the month: `st` for 1, 21 and 31, `nd` for 2 and
    /// 22, `rd` for 3 and 23, `th` otherwise (11, 12 and 13 included).
    package static func ordinalSuffix(of number: Int) -> String {
        if (11...13).contains(number % 100) { return "th" }
        switch number % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }
}
