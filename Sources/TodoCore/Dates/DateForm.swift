/// A row of the DATE language as people are told it: the manual's DATE table, the add help's
/// DATE note and the shell completions' date words are made from `DateForm.table`, and a
/// test holds every example to the parser (and every phrase of `DateWords` to a row), so the
/// reference cannot promise a form the parser does not read, nor hide one it does.
package struct DateForm: Sendable {
    /// How the form is written, as typed.
    package let examples: [String]
    /// What it means, T being today.
    package let meaning: String
    /// The words a shell offers for it (none for forms of numbers).
    package let offered: [String]
    /// A day (which a time may follow or precede), a time, or no date at all.
    package let kind: Kind

    package enum Kind: Sendable {
        case day, time, noDate
    }

    init(_ examples: [String], _ meaning: String, offered: [String] = [], kind: Kind = .day) {
        self.examples = examples
        self.meaning = meaning
        self.offered = offered
        self.kind = kind
    }

    /// The forms, in the contract's order.
    package static let table: [DateForm] = [
        DateForm(["today", "tod", "tomorrow", "tom", "tmr", "tmrw", "yesterday"], "today, the day after, the day before",
                 offered: ["today", "tomorrow", "yesterday"]),
        DateForm(["eod", "end of day"], "today (an item without a time is due by the end of its day)", offered: ["eod"]),
        DateForm(["tonight", "this evening"], "today at 20:00 (tonight 9pm: at 21:00)", offered: ["tonight"]),
        DateForm(["now"], "today at the current time, to the minute (no time after it)", offered: ["now"]),
        DateForm(["weekend", "this weekend"], "the first Saturday on or after today; today on a Sunday",
                 offered: ["weekend"]),
        DateForm(["next weekend"], "the Saturday after the one weekend gives", offered: ["next weekend"]),
        DateForm(["fri", "friday", "this fri"], "the first such day on or after today",
                 offered: mondayFirst.map { $0.name.lowercased() }),
        DateForm(["next fri"], "the first Friday after today, never today"),
        DateForm(["next week", "next month", "next year"], "today plus 7 days, a month or a year",
                 offered: ["next week", "next month", "next year"]),
        DateForm(["in 3 days", "3d", "+2w", "1m", "1y"], "today plus so many days, weeks, months or years"),
        DateForm(["eow", "eonw", "eom", "eoy"], "the last day of this week, of next week, of this month, of this year",
                 offered: ["eow", "eonw", "eom", "eoy"]),
        DateForm(["end of week", "end of next week", "end of month", "end of year"], "the same as eow, eonw, eom, eoy"),
        DateForm(["15th", "the 1st"], "the first such day of a month on or after today"),
        DateForm(["2026-12-01", "2026/12/1"], "that date, year first (never 12/01/2026: December or January?)"),
        DateForm(["1.12.2026", "1.12."], "that date, day first; without a year, the first one on or after today"),
        DateForm(["dec 1", "1 december 2027"], "that date; without a year, the first one on or after today"),
        DateForm(["9am", "9:15pm", "14:30", "noon"],
                 "a time: after a date (fri 9am, fri at 9am) or before it (9am fri), or alone for today",
                 kind: .time),
        DateForm(["none", "someday"], "no due date (add and edit)", offered: ["none", "someday"], kind: .noDate),
    ]

    /// Monday first, as most weeks in the world start.
    private static let mondayFirst = Array(Weekday.allCases.dropFirst() + Weekday.allCases.prefix(1))

    /// The examples of the days, in order: the add help's DATE note.
    package static var dayExamples: [String] { table.filter { $0.kind == .day }.flatMap(\.examples) }

    /// The words a shell offers after a DATE option, in order.
    package static var offeredWords: [String] { table.flatMap(\.offered) }
}
