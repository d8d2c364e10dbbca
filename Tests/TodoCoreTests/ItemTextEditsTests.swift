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

    /// Each slot set alone makes the texts not empty, and reads back as set; taken away
    /// again, it leaves texts equal to blank ones (the out-of-line texts are dropped, not kept
    /// empty, or the synthesized `==` would tell the two apart).
    @Test func anySlotSetMakesTheTextsNotEmptyAndTakenAwayBlankAgain() {
        #expect(ItemTexts().isEmpty)
        for slot in ItemTexts.Slot.allCases {
            var texts = ItemTexts()
            texts[slot] = "x"
            #expect(!texts.isEmpty, "\(slot)")
            #expect(texts[slot] == "x", "\(slot)")
            #expect(ItemTexts.Slot.allCases.filter { texts[$0] != nil } == [slot])
            texts[slot] = nil
            #expect(texts.isEmpty, "\(slot)")
            #expect(texts == ItemTexts(), "\(slot)")
        }
    }

    /// A copy changed leaves the original as it was: the out-of-line texts are shared until
    /// one of them is set.
    @Test func aCopyChangedLeavesTheOriginal() {
        var original = ItemTexts()
        original.note = "Bring the folder"
        original.start = "2026-12-07"
        var copy = original
        copy.note = "Bring the blue folder"
        copy.start = nil
        #expect(original.note == "Bring the folder")
        #expect(original.start == "2026-12-07")
        #expect(copy.note == "Bring the blue folder")
        #expect(copy.start == nil)
        #expect(copy != original)
    }
}
