import Testing
@testable import TodoCore
import TodoTestSupport

/// The rules of applying an edit, held once for `add`, `edit` and `import`.
@Suite struct ItemEditTests {
    private static func rule(_ text: String) throws -> RepeatRule {
        try #require(RepeatRuleParser.rule(in: text))
    }

    @Test func aNewItemMayBeDueBeforeToday() throws {
        let edit = ItemEdit(name: "Late", due: .set(try Fixture.due("2026-11-20")))
        #expect(try edit.newItem().due == Fixture.due("2026-11-20"), "catching up on what was missed")
    }

    @Test func aRuleNeedsADateOnAddAndOnEdit() throws {
        let edit = ItemEdit(name: "Gym", due: .removed, every: .set(try Self.rule("week")))
        #expect(throws: TodoError.repeatNeedsADueDate) { try edit.newItem() }
        var undated = TodoItem(id: 1, name: "Read", due: nil)
        #expect(throws: TodoError.repeatNeedsADueDate) { try ItemEdit(every: .set(try Self.rule("week"))).apply(to: &undated) }
    }

    @Test func aNewDateRestartsTheSeriesAndNoDateEndsIt() throws {
        var rent = TodoItem(id: 1, name: "Rent", due: try Fixture.due("2026-10-31"), every: try Self.rule("month on the 31st"))
        try ItemEdit(due: .set(try Fixture.due("2026-11-30"))).apply(to: &rent)
        #expect(rent.every == (try Self.rule("month")))
        try ItemEdit(due: .removed).apply(to: &rent)
        #expect(rent.due == nil)
        #expect(rent.every == nil)
    }

    @Test func theNameIsCheckedByTheNameRuleOnlyWhenAsked() throws {
        #expect(try ItemEdit(name: "  Buy milk ").checkingName().name == "Buy milk")
        #expect(throws: TodoError.usage("the name is empty")) { try ItemEdit(name: " ").checkingName() }
        #expect(try ItemEdit().checkingName() == ItemEdit())
    }
}
