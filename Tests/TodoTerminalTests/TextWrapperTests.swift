import Testing
@testable import TodoTerminal

/// Messages wrapped to a terminal's width between words, at every width from 20 to 200.
@Suite struct TextWrapperTests {
    private let message = "todo: cannot read \"sometimes\" as a repeat rule; try day, week, month, year, 3 days, "
        + "2 weeks, 6 months, 2 years, daily, weekly, monthly, yearly, 3d, 2w, 1m, 1y, a weekday (monday, mon), or weekdays"

    @Test func aLineBreaksBetweenWordsAsLateAsItCan() {
        #expect(TextWrapper.rows("Done 4: Pay rent in 3 days", width: 20) == ["Done 4: Pay rent in", "3 days"])
        #expect(TextWrapper.rows("Done 4: Pay rent in 3 days", width: 26) == ["Done 4: Pay rent in 3 days"])
        #expect(TextWrapper.rows("", width: 20) == [""])
    }

    /// At every width, the rows fit, none starts or ends with the space it broke at, and put
    /// back together with single spaces they are the line.
    @Test(arguments: Array(20...200))
    func everyRowFitsAndTheWordsAreWhole(width: Int) {
        let rows = TextWrapper.rows(message, width: width)
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(rows.joined(separator: " ") == message)
        #expect(rows.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
        // As late as it can: the next row's first word would not have fitted.
        for (row, next) in zip(rows, rows.dropFirst()) {
            let word = next.prefix { $0 != " " }
            #expect(DisplayWidth.of(row) + 1 + DisplayWidth.of(word) > width)
        }
    }

    @Test func aWordWiderThanTheWidthIsCutHard() {
        #expect(TextWrapper.rows("see /home/someone/a/very/long/path ok", width: 20)
            == ["see", "/home/someone/a/very", "/long/path ok"])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(TextWrapper.rows("買い物 買い物 買い物", width: 20) == ["買い物 買い物 買い物"])
        #expect(TextWrapper.rows("買い物 買い物 買い物 x", width: 20) == ["買い物 買い物 買い物", "x"])
        #expect(TextWrapper.rows("買い物買い物買い物買い物", width: 20) == ["買い物買い物買い物買", "い物"])
    }

    @Test func theIndentOfALineIsKept() {
        #expect(TextWrapper.rows("  1  Buy milk and eggs and bread", width: 20) == ["  1  Buy milk and", "eggs and bread"])
    }

    @Test func textIsWrappedLineByLineAndItsRowsCounted() {
        let text = "Done 1: Pay rent in 3 days\nDone 2: Tax\n"
        #expect(TextWrapper.wrapped(text, width: 20) == "Done 1: Pay rent in\n3 days\nDone 2: Tax\n")
        #expect(TextWrapper.rowCount(text, width: 20) == 3)
        #expect(TextWrapper.wrapped(text, width: nil) == text)
        #expect(TextWrapper.rowCount(text, width: nil) == 2)
    }
}
