import Testing
@testable import TodoKit

@Suite struct HelpLayoutTests {
    let layout = HelpLayout(width: 20)

    @Test func aParagraphWrapsAtSpacesWithinTheWidth() {
        #expect(layout.paragraph("one two three four five six seven") == ["one two three four", "five six seven"])
        #expect(layout.paragraph("one two three", indent: 10) == ["          one two", "          three"])
    }

    @Test func aLongSynopsisBreaksBetweenItsPartsAndHangsUnderTheCommand() {
        #expect(layout.synopsis("todo edit ID [--due DATE] [--json]", hang: 10)
                == ["todo edit ID", "          [--due DATE]", "          [--json]"])
        #expect(layout.synopsis("todo rm ID...", indent: 2, hang: 4) == ["  todo rm ID..."])
    }

    @Test func aCodeSpanIsNeverSplit() {
        #expect(layout.paragraph("see the `todo add --help` text") == ["see the", "`todo add --help`", "text"])
    }

    @Test func aWordLongerThanALineStandsAlone() {
        #expect(layout.paragraph("a ~/.local/share/todo/todo.json b") == ["a", "~/.local/share/todo/todo.json", "b"])
    }

    @Test func aTablePutsTextWhereTheLongestLabelEnds() {
        #expect(layout.table([("--a", "first"), ("--bb X", "second one here")]) == [
            "  --a      first",
            "  --bb X   second",
            "           one here",
        ])
    }

    @Test func aLabelPastTheLimitPutsItsTextOnTheNextLine() {
        #expect(layout.table([("a", "x"), ("a long label", "y")], gap: 1, labelLimit: 4) == [
            "  a x",
            "  a long label",
            "    y",
        ])
    }
}
