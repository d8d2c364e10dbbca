import Foundation
import Testing
@testable import TodoCore
import TodoTestSupport

/// The contract: where GNU `date -d` reads the same words in the same sense (today,
/// tomorrow, yesterday, weekdays, this/next weekday, next week, N days, N weeks), the day
/// must agree with it. These tests ask the real GNU `date`.
@Suite(.needs(.all(.tool("date"), .condition(GNUDate.isAvailable, otherwise: "needs GNU date at /usr/bin/date"))))
struct DueDateParserGNUTests {
    static let referenceDays = ["2026-11-20", "2026-11-21", "2026-11-23", "2026-12-31", "2027-01-31",
                                "2028-02-28", "2028-02-29"]
    static let countedWords = ["today", "tomorrow", "yesterday", "next week", "1 day", "3 days", "+3 days",
                               "40 days", "400 days", "1 week", "2 weeks", "+2 weeks", "10 weeks"]

    /// GNU adds these to a calendar date written before them, so each reference day is asked
    /// about directly: `date -d "2026-11-21 next week"`.
    @Test func countedWordsAgree() throws {
        let questions = DueDateParserGNUTests.referenceDays.flatMap { day in
            DueDateParserGNUTests.countedWords.map { (day: day, words: $0) }
        }
        let answers = try GNUDate.days(questions.map { "\($0.day) \($0.words)" })
        for (question, answer) in zip(questions, answers) {
            let parser = try DueDateParserTests.parser(today: question.day)
            #expect(try parser.parse(question.words).iso == answer, "\(question.words) on \(question.day)")
        }
    }

    /// A weekday form: `fri`, `this friday`, `next fri`.
    struct WeekdayForm {
        let qualifier: String
        let day: Weekday
        let isShort: Bool

        /// This form, naming `other` instead of its own day.
        func text(naming other: Weekday) -> String {
            qualifier + (isShort ? other.shortName : other.name).lowercased()
        }
    }

    /// GNU ignores a weekday written beside a calendar date (`date -d "2026-11-21 fri"` prints
    /// 2026-11-21), so it can only be asked about weekdays from the real today. Its answer
    /// depends only on how many days ahead the named day is, so asking about every weekday
    /// from today covers every case; an answer is moved to a reference day by asking about
    /// the weekday that lies as many days ahead of today as the named one does of that day.
    @Test func weekdaysAgree() throws {
        let forms = ["", "this ", "next "].flatMap { qualifier in
            Weekday.allCases.flatMap { day in
                [true, false].map { WeekdayForm(qualifier: qualifier, day: day, isShort: $0) }
            }
        }
        let (today, answers) = try GNUDate.daysFromToday(forms.map { $0.text(naming: $0.day) })
        for referenceDay in DueDateParserGNUTests.referenceDays + [today.iso] {
            let parser = try DueDateParserTests.parser(today: referenceDay)
            for form in forms {
                let ahead = parser.today.weekday.days(until: form.day)
                let stand = try #require(Weekday.allCases.first { today.weekday.days(until: $0) == ahead })
                let answer = try #require(answers[form.text(naming: stand)].flatMap { LocalDate(iso: $0) })
                let expected = parser.today.adding(days: answer.daysSinceEpoch - today.daysSinceEpoch)
                let text = form.text(naming: form.day)
                #expect(try parser.parse(text).date == expected, "\(text) on \(referenceDay)")
            }
        }
    }

    /// The case the contract spells out, asked of GNU without any moving: on any day,
    /// `next <today's weekday>` is a week away and `this <today's weekday>` is today.
    @Test func nextTodaysWeekdayIsAWeekAway() throws {
        let name = try GNUDate.daysFromToday([]).today.weekday.name.lowercased()
        let (today, answers) = try GNUDate.daysFromToday(["next " + name, "this " + name, name])
        let parser = try DueDateParserTests.parser(today: today.iso)
        #expect(answers["next " + name] == today.adding(days: 7)?.iso)
        #expect(answers["this " + name] == today.iso)
        #expect(answers[name] == today.iso)
        #expect(try parser.parse("next " + name).iso == answers["next " + name])
    }
}

/// GNU `date`, asked many questions in one run (`date -f -`), in UTC so that no daylight
/// saving change can move a day.
enum GNUDate {
    static let path = "/usr/bin/date"

    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: path),
              let version = try? run(["--version"], input: "") else { return false }
        return version.contains("GNU coreutils")
    }()

    /// GNU's `YYYY-MM-DD` answer to `date -d` for each question, in order.
    static func days(_ questions: [String]) throws -> [String] {
        try answers(questions, format: "+%F")
    }

    /// GNU's answer to `date -d` for each question, in order, written with `format`.
    static func answers(_ questions: [String], format: String) throws -> [String] {
        let output = try run(["-f", "-", format], input: questions.map { $0 + "\n" }.joined())
        let answers = output.split(separator: "\n").map(String.init)
        guard answers.count == questions.count else { throw Failure(description: "GNU date answered \(output)") }
        return answers
    }

    /// Today as GNU sees it, and its answers to `questions` asked from today; asked again if
    /// midnight passes while it answers.
    static func daysFromToday(_ questions: [String]) throws -> (today: LocalDate, answers: [String: String]) {
        for _ in 0..<2 {
            let answers = try days(["today"] + questions + ["today"])
            guard answers.first == answers.last, let today = answers.first.flatMap({ LocalDate(iso: $0) }) else {
                continue
            }
            return (today, Dictionary(zip(questions, answers.dropFirst()), uniquingKeysWith: { first, _ in first }))
        }
        throw Failure(description: "midnight passed twice")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func run(_ arguments: [String], input: String) throws -> String {
        try ProgramRun.run(URL(fileURLWithPath: path), arguments, environment: ["TZ": "UTC", "LC_ALL": "C"],
                           stdin: input).stdout
    }
}
