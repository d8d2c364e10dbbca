import Testing
@testable import TodoCore
import TodoTestSupport

/// A `due:` word takes the words after it that make its VALUE a longer DATE (`due:tomorrow
/// 5pm`); a word whose reach is a day takes only those that keep it a day (`start:next monday`).
@Suite struct InlineAttributeReachTests {
    private func read(_ words: [String], afterEnd: [String] = []) throws -> InlineAttributes {
        try InlineAttributeReader.standard(today: try Fixture.date("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
            .read(words, afterEnd: afterEnd)
    }

    @Test(arguments: [
        (["Call", "dad", "due:tomorrow", "5pm"], "tomorrow 5pm", ["Call", "dad"]),
        (["due:next", "monday", "Buy", "bread"], "next monday", ["Buy", "bread"]),
        (["x", "due:fri", "at", "9am", "y"], "fri at 9am", ["x", "y"]),
        (["x", "due:fri", "y"], "fri", ["x", "y"]),
        (["x", "due:end", "of", "next", "week"], "end of next week", ["x"]),
        (["x", "due:dec", "1", "2027"], "dec 1 2027", ["x"]),
        // A word quoted with a space in it is the DATE alone.
        (["x", "due:next fri", "9am"], "next fri", ["x", "9am"]),
        (["x", "due:fri", "9 am"], "fri", ["x", "9 am"]),
    ])
    func aDueWordTakesTheWordsThatMakeALongerDate(words: [String], due: String, name: [String]) throws {
        let read = try read(words)
        #expect(read.due == due)
        #expect(read.nameWords == name)
        #expect(read.warnings.isEmpty)
    }

    @Test func wordsAfterDashDashAreNeverTaken() throws {
        let read = try read(["x", "due:tomorrow"], afterEnd: ["5pm"])
        #expect(read.due == "tomorrow")
        #expect(read.nameWords == ["x", "5pm"])
    }

    @Test func wordsThatWouldReadAsADateThemselvesGetTheWarning() throws {
        let read = try read(["due:monday", "next", "week", "Plan"])
        #expect(read.due == "monday")
        #expect(read.nameWords == ["next", "week", "Plan"])
        #expect(read.warnings == ["'next week' went into the name after the date 'monday'; quote a date of several words, or put the name after --"])
    }

    /// `start:mon 9am`: a time keeps no day, so `9am` stays in the name, with the warning that
    /// any DATE left there gets, as after `--start`.
    @Test func aStartWordLeavesATimeInTheNameWithTheWarning() throws {
        let read = try read(["Call", "start:mon", "9am"])
        #expect(read.start == "mon")
        #expect(read.nameWords == ["Call", "9am"])
        #expect(read.warnings == ["'9am' went into the name after the date 'mon'; quote a date of several words, or put the name after --"])
    }

    /// A word that is no DATE even with the words after it stays in the name, as before.
    @Test func aValueThatIsNoDateStaysWithItsOneWord() throws {
        let read = try read(["due:nextt", "fri", "x"])
        #expect(read.due == nil)
        #expect(read.nameWords == ["due:nextt", "fri", "x"])
        #expect(read.warnings == ["'due:nextt' stays in the name: not a date"])
    }

    @Test func theReachIsTheAttributes() {
        #expect(InlineAttribute.due.reach == .date)
        #expect(InlineAttribute.every.reach == nil)
        #expect(InlineAttribute.priority.reach == nil)
    }

    /// The words a reach takes are those its check reads as one: with a check of days (as a
    /// `start:` word's `.day` reach will have), words that add a time are left in the name.
    @Test func aReachTakesOnlyTheWordsItsCheckReads() throws {
        let dates = try DueDateParserTests.parser(today: "2026-11-21")
        let isDay: InlineAttributeReader.Check = { text in (try? dates.parse(text)).map { $0.time == nil } ?? false }
        let reader = InlineAttributeReader(isDate: isDay, isRule: { _ in false }, isPriority: { _ in false }, isDay: isDay)
        let read = try reader.read(["x", "due:next", "monday", "9am"])
        #expect(read.due == "next monday")
        #expect(read.nameWords == ["x", "9am"])
    }
}
