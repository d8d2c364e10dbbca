import Testing
@testable import TodoCore

/// What an edit does to the plain text fields: equal edits compare equal however they were
/// made, and a slot it does not name is left as it is.
@Suite struct ItemTextEditsTests {
    @Test func theOrderOfSettingDoesNotMatter() {
        var first = ItemTextEdits()
        first[.url] = .set("https://a.example")
        first[.note] = .removed
        var second = ItemTextEdits()
        second[.note] = .removed
        second[.url] = .set("https://a.example")
        #expect(first == second)
        #expect(first[.note] == .removed)
        #expect(first[.url] == .set("https://a.example"))
        #expect(first[.uid] == .unchanged)
    }

    @Test func settingUnchangedForgetsTheSlot() {
        var edits = ItemTextEdits()
        edits[.note] = .set("Call first")
        edits[.note] = .set("Call before")
        #expect(edits[.note] == .set("Call before"))
        edits[.note] = .unchanged
        #expect(edits == ItemTextEdits())
    }

    @Test func applyingLeavesTheSlotsItDoesNotName() {
        var texts = ItemTexts()
        texts.uid = "u-1"
        texts.note = "old"
        texts.url = "https://old.example"
        var edits = ItemTextEdits()
        edits[.note] = .set("new")
        edits[.url] = .removed
        edits.apply(to: &texts)
        #expect(texts.uid == "u-1")
        #expect(texts.note == "new")
        #expect(texts.url == nil)
    }

    /// `isEmpty` names the fields one by one: each slot set alone makes the texts not empty.
    @Test func anySlotSetMakesTheTextsNotEmpty() {
        #expect(ItemTexts().isEmpty)
        for slot in ItemTexts.Slot.allCases {
            var texts = ItemTexts()
            texts[slot] = "x"
            #expect(!texts.isEmpty, "\(slot)")
        }
    }
}
