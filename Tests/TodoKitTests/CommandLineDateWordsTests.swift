import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// A DATE of several words without quotes (contract, `todo add`): the longest run of the
/// arguments after the option, up to the next option or `--`, that reads as one DATE.
@Suite struct CommandLineDateWordsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let due: String?
        let operands: [String]
        let warnings: [String]
        init(_ arguments: [String], due: String?, operands: [String], warnings: [String] = []) {
            self.arguments = arguments
            self.due = due
            self.operands = operands
            self.warnings = warnings
        }
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let warning = "'next week' went into the name after the date 'monday'; quote a date of several words, or put the name after --"

    static let cases: [Case] = [
        Case(["add", "Call", "dad", "--due", "tomorrow", "5pm"], due: "tomorrow 5pm", operands: ["Call", "dad"]),
        Case(["add", "--due", "next", "monday", "Buy", "bread"], due: "next monday", operands: ["Buy", "bread"]),
        Case(["add", "--due", "fri", "Buy", "milk"], due: "fri", operands: ["Buy", "milk"]),
        Case(["add", "-d", "today", "6pm", "x"], due: "today 6pm", operands: ["x"]),
        Case(["add", "--due", "end", "of", "next", "week", "at", "9:15", "pm", "Plan"],
             due: "end of next week at 9:15 pm", operands: ["Plan"]),
        Case(["add", "--due", "9am", "tomorrow", "x"], due: "9am tomorrow", operands: ["x"]),
        Case(["add", "--due", "dec", "1", "2027", "budget"], due: "dec 1 2027", operands: ["budget"]),
        Case(["add", "--due", "tonight", "9pm", "Movie"], due: "tonight 9pm", operands: ["Movie"]),
        Case(["add", "--due", "none", "Someday", "thing"], due: "none", operands: ["Someday", "thing"]),
        // A quoted argument holding a space is the DATE alone.
        Case(["add", "--due", "dec 1", "2027", "budget"], due: "dec 1", operands: ["2027", "budget"]),
        Case(["add", "--due", "tomorrow", "5 pm", "x"], due: "tomorrow", operands: ["5 pm", "x"]),
        // --due=VALUE and -dVALUE take VALUE alone, and warn of nothing.
        Case(["add", "--due=fri", "5pm", "x"], due: "fri", operands: ["5pm", "x"]),
        Case(["add", "-dfri", "5pm", "x"], due: "fri", operands: ["5pm", "x"]),
        Case(["add", "--due=monday", "next", "week", "Plan"], due: "monday", operands: ["next", "week", "Plan"]),
        // Up to the next option or --.
        Case(["add", "--due", "fri", "--", "5pm", "party"], due: "fri", operands: ["5pm", "party"]),
        Case(["add", "--due", "tomorrow", "--priority", "high", "5pm"], due: "tomorrow", operands: ["5pm"]),
        Case(["add", "x", "--due", "next", "fri"], due: "next fri", operands: ["x"]),
        // A first word that reads as no DATE is the DATE alone (refused later), whatever follows.
        Case(["add", "--due", "nextt", "fri", "x"], due: "nextt", operands: ["fri", "x"]),
        Case(["add", "--due", "", "fri", "x"], due: "", operands: ["fri", "x"]),
        Case(["add", "--due", " ", "fri"], due: " ", operands: ["fri"]),
        // Words after the DATE that would read as one themselves: kept in the name, with a warning.
        Case(["add", "--due", "monday", "next", "week", "Plan"], due: "monday", operands: ["next", "week", "Plan"],
             warnings: [warning]),
        Case(["add", "--due", "now", "5pm", "x"], due: "now", operands: ["5pm", "x"],
             warnings: ["'5pm' went into the name after the date 'now'; quote a date of several words, or put the name after --"]),
        Case(["add", "--due", "fri", "none", "of", "it"], due: "fri", operands: ["none", "of", "it"]),
        Case(["edit", "5", "--due", "fri", "9am", "+home"], due: "fri 9am", operands: ["5", "+home"]),
    ]

    @Test(arguments: cases)
    func theDateIsTheLongestRunThatReadsAsOne(_ testCase: Case) throws {
        let parsed = try CommandLineParser.parse(testCase.arguments)
        #expect(parsed.draft.due == testCase.due)
        #expect(parsed.operands == testCase.operands)
        #expect(parsed.warnings == testCase.warnings)
    }

    /// Only an option declared to take a DATE reads several words: `--note` takes one.
    @Test func onlyADateOptionTakesSeveralWords() throws {
        #expect(OptionSpec.due.takesDateWords)
        #expect(OptionSpec.declared.filter(\.takesDateWords).map(\.long) == ["due", "start"])
        let parsed = try CommandLineParser.parse(["add", "x", "--note", "tomorrow", "5pm"])
        #expect(parsed.draft.note == "tomorrow")
        #expect(parsed.operands == ["x", "5pm"])
    }

    @Test(arguments: [
        (["edit", "5", "--due", "fri", "foo"], "'foo' is left after the date 'fri'"),
        (["edit", "5", "--due", "next", "fri", "at", "noon", "lunch", "+x"], "'lunch' is left after the date 'next fri at noon'"),
        (["edit", "5", "--due", "monday", "next", "week"], "'next' is left after the date 'monday'"),
    ])
    func editRefusesWordsLeftAfterTheDate(arguments: [String], start: String) throws {
        let error = try #require(throws: TodoError.self) { try CommandLineParser.parse(arguments) }
        #expect(error.status == .usage)
        #expect(error.message == start + ": todo edit takes only +tag and @context words after the ID; quote a date of several words")
    }
}
