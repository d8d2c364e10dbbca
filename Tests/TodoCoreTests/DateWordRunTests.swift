import Testing
@testable import TodoCore

/// The run of words that makes a DATE, with checks a test states exactly.
@Suite struct DateWordRunTests {
    private static func run(_ words: [String], dates: Set<String>) -> DateWordRun {
        DateWordRun(words[...], reads: { dates.contains($0) }, looksLikeDate: { dates.contains($0) })
    }

    @Test func theLongestRunWinsEvenPastWordsThatReadAsNothing() {
        let words = ["next", "fri", "at", "9am", "x"]
        let run = Self.run(words, dates: ["next fri", "next fri at 9am"])
        #expect(run.count == 4)
        #expect(run.date(in: words[...]) == "next fri at 9am")
        #expect(run.warning(in: words[...]) == nil)
    }

    @Test func aFirstWordThatIsNoDateStandsAlone() {
        let run = Self.run(["x", "fri"], dates: ["fri"])
        #expect(run.count == 1)
        #expect(run.datelikeRest == nil, "the DATE itself is refused: nothing to warn of")
    }

    @Test func aWordHoldingWhiteSpaceEndsTheRunOrIsTheDateAlone() {
        #expect(Self.run(["dec 1", "2027"], dates: ["dec 1", "dec 1 2027"]).count == 1)
        #expect(Self.run(["tomorrow", "5\tpm"], dates: ["tomorrow", "tomorrow 5\tpm"]).count == 1)
        #expect(Self.run(["", "fri"], dates: ["fri", " fri"]).count == 1)
        #expect(Self.run([], dates: []).count == 0)
    }

    @Test func theWarningQuotesTheDateAndTheWordsAfterIt() {
        let words = ["monday", "next", "week", "Plan"]
        let run = Self.run(words, dates: ["monday", "next week"])
        #expect(run.warning(in: words[...])
                == "'next week' went into the name after the date 'monday'; quote a date of several words, or put the name after --")
    }

    /// No DATE is longer than `longestDate` words, so a long name is not read again and again.
    @Test func noRunIsLongerThanTheLongestDate() {
        let words = Array(repeating: "a", count: 40)
        var asked = 0
        let run = DateWordRun(words[...], reads: { _ in asked += 1; return true }, looksLikeDate: { _ in false })
        #expect(run.count == DateWordRun.longestDate)
        #expect(asked == DateWordRun.longestDate)
    }
}
