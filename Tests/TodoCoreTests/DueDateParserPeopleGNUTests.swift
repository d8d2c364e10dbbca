import Testing
@testable import TodoCore
import TodoTestSupport

/// Issue 32's forms that GNU `date -d` reads in the same sense must agree with it: year-first
/// slash dates, and a time before or after a counted day (`tomorrow 5pm`, `9am tomorrow`).
/// GNU adds a counted day to a calendar date written before it, so a reference day is given
/// that way (`2026-11-21 9am tomorrow`); everything runs in UTC (see `GNUDate`).
///
/// GNU disagrees, by design of the contract, on: `now 5pm` (GNU: today at 17:00; here `now`
/// takes no time); and it does not read `tmr`, `tmrw`, `eod`, `end of day`, `tonight`,
/// `this evening`, `weekend`, `next weekend`, dotted dates (`1.12.2026`), `fri at 9am`,
/// `noon fri` or `tomorrow noon`, so there is nothing to agree with.
@Suite(.enabled(if: GNUDate.isAvailable, "needs GNU date at /usr/bin/date"))
struct DueDateParserPeopleGNUTests {
    /// Every day of 2026 through 2028 (a leap year among them) written year first with
    /// slashes, with and without leading zeros.
    @Test func yearFirstSlashDatesAgree() throws {
        var questions: [String] = []
        var day = try Fixture.date("2026-01-01")
        while day.year <= 2028 {
            questions.append("\(day.year)/\(day.month)/\(day.day)")
            questions.append(String(day.iso.map { $0 == "-" ? "/" : $0 }))
            day = try #require(day.adding(days: 1))
        }
        let answers = try GNUDate.days(questions)
        let parser = try DueDateParserTests.parser(today: "2026-11-21")
        for (question, answer) in zip(questions, answers) {
            #expect(try parser.parse(question).iso == answer, "\(question)")
        }
    }

    static let timedWords = ["tomorrow 5pm", "today 6pm", "yesterday 6pm", "9am tomorrow", "9:15pm tomorrow",
                             "14:30 tomorrow", "3 days 9am", "next week 10:15", "2 weeks 12am", "tomorrow 12pm",
                             "tomorrow 23:59", "9 am tomorrow", "today 00:00"]

    @Test func aTimeBeforeOrAfterACountedDayAgrees() throws {
        let questions = DueDateParserGNUTests.referenceDays.flatMap { day in Self.timedWords.map { (day: day, words: $0) } }
        let answers = try GNUDate.answers(questions.map { "\($0.day) \($0.words)" }, format: "+%FT%H:%M")
        for (question, answer) in zip(questions, answers) {
            let parser = try DueDateParserTests.parser(today: question.day)
            #expect(try parser.parse(question.words).iso == answer, "\(question.words) on \(question.day)")
        }
    }

    /// A weekday with a time (`fri 9am`), asked of GNU from the real today, as the weekday
    /// tests do (GNU ignores a weekday written beside a calendar date).
    @Test func aWeekdayWithATimeAgrees() throws {
        let forms = Weekday.allCases.flatMap { [$0.shortName.lowercased() + " 9am", $0.name.lowercased() + " 17:30"] }
        for _ in 0..<2 {
            let answers = try GNUDate.answers(["today"] + forms + ["today"], format: "+%FT%H:%M")
            guard answers.first == answers.last, let today = answers.first?.prefix(10) else { continue }
            let parser = try DueDateParserTests.parser(today: String(today))
            for (form, answer) in zip(forms, answers.dropFirst()) {
                #expect(try parser.parse(form).iso == answer, "\(form) on \(today)")
            }
            return
        }
    }
}
