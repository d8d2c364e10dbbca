import Testing
import TodoTestSupport

/// `ScreenGrid`, the terminal the screen tests read back: its scroll region (`ESC [ t ; b r`)
/// and the ways it scrolls (`ESC [ n S`, `ESC [ n T`, index `ESC D`, reverse index `ESC M`), as
/// xterm does them; the List screen scrolls its rows with them.
@Suite struct ScreenGridTests {
    /// Rows `A` to `F` on a 6-row grid, each written from its first column.
    private func lettered(width: Int = 10) -> ScreenGrid {
        var grid = ScreenGrid(width: width, height: 6)
        grid.apply(["A", "B", "C", "D", "E", "F"].enumerated().map { "\u{1B}[\($0.offset + 1);1H\($0.element)" }.joined())
        return grid
    }

    @Test func scrollingUpInsideTheRegionLeavesTheRowsOutsideIt() {
        var grid = lettered()
        grid.apply("\u{1B}[2;5r\u{1B}[2S")
        #expect(grid.lines == ["A", "D", "E", "", "", "F"])
        #expect(grid.scrollRegion == 2...5)
    }

    @Test func scrollingDownInsideTheRegionLeavesTheRowsOutsideIt() {
        var grid = lettered()
        grid.apply("\u{1B}[2;5r\u{1B}[T")
        #expect(grid.lines == ["A", "", "B", "C", "D", "F"])
    }

    @Test func aScrollOfMoreRowsThanTheRegionHasEmptiesIt() {
        var grid = lettered()
        grid.apply("\u{1B}[2;5r\u{1B}[9S")
        #expect(grid.lines == ["A", "", "", "", "", "F"])
    }

    @Test func indexAtTheRegionsBottomScrollsItElseMovesDown() {
        var grid = lettered()
        grid.apply("\u{1B}[2;5r\u{1B}[5H\u{1B}D\u{1B}Dx")
        #expect(grid.lines == ["A", "D", "E", "", "x", "F"])
        var above = lettered()
        above.apply("\u{1B}[2;5r\u{1B}[3H\u{1B}Dx")
        #expect(above.lines == ["A", "B", "C", "x", "E", "F"])
    }

    @Test func reverseIndexAtTheRegionsTopScrollsItElseMovesUp() {
        var grid = lettered()
        grid.apply("\u{1B}[2;5r\u{1B}[2H\u{1B}M\u{1B}Mx")
        #expect(grid.lines == ["A", "x", "", "B", "C", "F"])
        var below = lettered()
        below.apply("\u{1B}[2;5r\u{1B}[4H\u{1B}Mx")
        #expect(below.lines == ["A", "B", "x", "D", "E", "F"])
    }

    /// Setting or resetting the region puts the cursor at the screen's top left, as xterm does.
    @Test func theRegionIsResetByAnEmptyRAndTheCursorGoesHome() {
        var grid = lettered()
        grid.apply("\u{1B}[2;5r")
        grid.apply("x")
        #expect(grid.lines[0] == "x")
        grid.apply("\u{1B}[r\u{1B}[S")
        #expect(grid.scrollRegion == nil)
        #expect(grid.lines == ["B", "C", "D", "E", "F", ""])
    }

    /// A region of one row, or upside down, is refused, as xterm refuses it: nothing changes.
    @Test func aRegionOfLessThanTwoRowsIsIgnored() {
        var grid = lettered()
        grid.apply("\u{1B}[4;4r\u{1B}[5;2r")
        #expect(grid.scrollRegion == nil)
        grid.apply("\u{1B}[T")
        #expect(grid.lines == ["", "A", "B", "C", "D", "E"])
    }

    @Test func aRegionToTheScreensLastRowIsTheWholeScreenBelowItsTop() {
        var grid = lettered()
        grid.apply("\u{1B}[3r\u{1B}[S")
        #expect(grid.scrollRegion == 3...6)
        #expect(grid.lines == ["A", "B", "D", "E", "F", ""])
    }

    /// Wide characters move with their row.
    @Test func wideCharactersScrollWholeAtEveryWidth() {
        for width in [20, 80, 200] {
            var grid = ScreenGrid(width: width, height: 4)
            grid.apply("\u{1B}[1;1Htitle\u{1B}[2;1H日本\u{1B}[3;1Hrow\u{1B}[4;1Hkeys\u{1B}[2;3r\u{1B}[S\u{1B}[r")
            #expect(grid.lines == ["title", "row", "", "keys"])
            grid.apply("\u{1B}[2;3r\u{1B}[2H\u{1B}M\u{1B}[r\u{1B}[2;1H日本")
            #expect(grid.lines == ["title", "日本", "row", "keys"])
        }
    }
}
