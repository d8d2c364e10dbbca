import Testing
@testable import TodoKit

/// The List screen's selection as plain values: moves, headings skipped, pages, sections,
/// `t`, and the view kept around the selection. No terminal, no store.
@Suite struct ListSelectionTests {
    /// Overdue 1-2, Today 3-5, Tomorrow 6, Later 7-16: rows 0 Overdue, 1-2, 3 blank, 4 Today,
    /// 5-7, 8 blank, 9 Tomorrow, 10, 11 blank, 12 Later, 13-22.
    static let sections = [
        section("Overdue", 1...2, overdue: true), section("Today", 3...5), section("Tomorrow", 6...6),
        section("Later", 7...16),
    ]

    static func section(_ title: String, _ ids: ClosedRange<Int>, overdue: Bool = false) -> UpcomingDisplaySection {
        UpcomingDisplaySection(title: title, items: ids.map { UpcomingDisplayItem(id: $0, name: "Item \($0)", dueLabel: "") },
                               isOverdue: overdue)
    }

    private func selection(height: Int = 6) -> ListSelection {
        ListSelection(sections: ListSelectionTests.sections, height: height)
    }

    private func after(_ moves: [ListMove], height: Int = 6) -> ListSelection {
        var selection = selection(height: height)
        for move in moves { selection.move(move) }
        return selection
    }

    @Test func itOpensOnTheFirstItemWithItsHeadingInView() {
        let opened = selection()
        #expect(opened.selected == 0)
        #expect(opened.selectedRow == 1)
        #expect(opened.top == 0)
        #expect(opened.rowCount == 23)
    }

    @Test func downAndUpSkipHeadingsAndBlankRows() {
        #expect(after([.down, .down]).selectedRow == 5)
        #expect(after([.down, .down, .down, .down, .down]).selectedRow == 10)
        #expect(after([.down, .down, .up]).selectedRow == 2)
        #expect(after([.up]).selected == 0)
        #expect(after(Array(repeating: .down, count: 40)).selected == 15)
    }

    @Test func theViewScrollsToKeepTheSelectionInView() {
        // Item 6 (row 10) in six rows: rows 5-10.
        let down = after(Array(repeating: .down, count: 5))
        #expect(down.top == 5)
        // Back up to item 3, the first of Today: its heading (row 4) comes into view with it.
        let up = after(Array(repeating: .down, count: 5) + [.up, .up, .up])
        #expect(up.selectedRow == 5)
        #expect(up.top == 4)
    }

    @Test func pagesMoveTheSelectionAndTheViewTogether() {
        let paged = after([.pageDown])
        #expect(paged.top == 6)
        #expect(paged.selectedRow == 7)
        #expect(after([.pageDown, .pageDown]).selectedRow == 13)
        #expect(after([.pageDown, .pageDown]).top == 12)
        #expect(after([.pageDown, .pageUp]).selectedRow == 1)
        #expect(after([.pageDown, .pageUp]).top == 0)
        #expect(after([.pageUp]).selected == 0)
        #expect(after([.pageDown, .pageDown, .pageDown, .pageDown, .pageDown]).selected == 15)
        #expect(after([.pageDown, .pageDown, .pageDown, .pageDown, .pageDown]).top == 17)
    }

    @Test func halfPagesMoveHalfAsFar() {
        #expect(after([.halfPageDown]).selectedRow == 5)
        #expect(after([.halfPageDown]).top == 3)
        #expect(after([.halfPageDown, .halfPageUp]).selectedRow == 2)
    }

    @Test func homeAndEnd() {
        let end = after([.last])
        #expect(end.selected == 15)
        #expect(end.top == 17)
        #expect(after([.last, .first]).selected == 0)
        #expect(after([.last, .first]).top == 0)
    }

    @Test func tabGoesToTheNextSectionAndShiftTabBack() {
        #expect(after([.nextSection]).selected == 2)
        #expect(after([.nextSection, .nextSection, .nextSection]).selected == 6)
        #expect(after([.nextSection, .nextSection, .nextSection, .nextSection]).selected == 6)
        // From the middle of Today: its first item; from there, Overdue's first.
        #expect(after([.nextSection, .down, .sectionStart]).selected == 2)
        #expect(after([.nextSection, .down, .sectionStart, .sectionStart]).selected == 0)
        #expect(after([.sectionStart]).selected == 0)
    }

    @Test func tSelectsTheFirstItemDueTodayOrAfter() {
        #expect(after([.today]).selected == 2)
        #expect(after([.last, .today]).selected == 2)
        var noOverdue = ListSelection(sections: Array(ListSelectionTests.sections.dropFirst()), height: 6)
        noOverdue.move(.down)
        noOverdue.move(.today)
        #expect(noOverdue.selected == 0)
    }

    @Test func anEmptyListHasNoSelectionAndMovesDoNothing() {
        var empty = ListSelection(sections: [], height: 6)
        for move in ListMove.allCases { empty.move(move) }
        #expect(empty.selected == nil)
        #expect(empty.selectedRow == nil)
        #expect(empty.rowCount == 0)
    }

    @Test func aSmallerHeightKeepsTheSelectionInView() {
        var selection = after([.last], height: 20)
        #expect(selection.top == 3)
        selection.setHeight(4)
        #expect(selection.top == 19)
        #expect(selection.selectedRow == 22)
    }

    @Test func theListReadAgainKeepsTheViewWhereItCan() {
        var selection = after([.pageDown])
        selection.replaceSections(ListSelectionTests.sections, selecting: 7)
        #expect(selection.selected == 7)
        #expect(selection.top == 9)
        selection.replaceSections(Array(ListSelectionTests.sections.prefix(2)), selecting: 9)
        #expect(selection.selected == 4)
        #expect(selection.top == 2)
    }

    /// A move on a list of 100,000 items looks at no item: the sections' bounds only.
    @Test func aMoveOnAHugeListIsArithmetic() {
        let huge = [ListSelectionTests.section("Later", 1...100_000)]
        var selection = ListSelection(sections: huge, height: 20)
        selection.move(.last)
        #expect(selection.selectedRow == 100_000)
        selection.move(.pageUp)
        #expect(selection.selectedRow == 99_980)
    }
}
