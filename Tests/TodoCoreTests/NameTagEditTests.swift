import Testing
@testable import TodoCore
import TodoTestSupport

/// `todo edit`'s tag words, table by table: added once, at the end; taken out by `--untag`.
@Suite struct NameTagEditTests {
    @Test(arguments: [
        ("Call bob", ["+home"], "Call bob +home"),
        ("Call bob", ["+home", "@phone"], "Call bob +home @phone"),
        ("Call bob +home", ["+home"], "Call bob +home"),
        ("Call bob +Home", ["+home"], "Call bob +Home"),
        ("Call bob", ["+home", "+HOME"], "Call bob +home"),
        ("Call bob @home", ["+home"], "Call bob @home +home"),
        ("Call  bob", ["+x"], "Call  bob +x"),
        ("Call +homework", ["+home"], "Call +homework +home"),
    ])
    func tagWordsAreAddedOnceAtTheEnd(name: String, added: [String], result: String) {
        #expect(NameTagEdit(added: added).applied(to: name) == result)
    }

    @Test(arguments: [
        ("Call bob +work @work", ["work"], "Call bob"),
        ("Call bob +work @work", ["+work"], "Call bob @work"),
        ("Call bob +work @work", ["@work"], "Call bob +work"),
        ("Call +WORK bob", ["Work"], "Call bob"),
        ("Call bob work", ["work"], "Call bob work"),
        ("Call  bob +x", ["x"], "Call bob"),
        ("Call  bob", ["x"], "Call  bob"),
        ("+work", ["work"], ""),
    ])
    func untagTakesTheWordsOut(name: String, removed: [String], result: String) {
        #expect(NameTagEdit(removed: removed).applied(to: name) == result)
    }

    @Test func removedFirstThenAdded() {
        #expect(NameTagEdit(added: ["+home", "@phone"], removed: ["work"]).applied(to: "Call bob +work")
                == "Call bob +home @phone")
    }

    @Test(arguments: [("+home", true), ("@ctx", true), ("+", false), ("@", false), ("home", false), ("-x", false)])
    func tagWords(word: String, isTag: Bool) {
        #expect(NameTagEdit.isTagWord(word) == isTag)
    }

    @Test func anEditAddsToTheNewNameAndRefusesAnEmptyOne() throws {
        var item = TodoItem(id: 1, name: "Call bob +work", due: nil)
        try ItemEdit(name: "Ring bob", tags: NameTagEdit(added: ["+home"])).apply(to: &item)
        #expect(item.name == "Ring bob +home")
        var tagOnly = TodoItem(id: 2, name: "+work", due: nil)
        #expect(throws: TodoError.usage("the name is empty")) {
            try ItemEdit(tags: NameTagEdit(removed: ["work"])).apply(to: &tagOnly)
        }
        #expect(tagOnly.name == "+work")
    }

    @Test func aTagWordWithAControlCharacterIsRefused() {
        var item = TodoItem(id: 1, name: "Call", due: nil)
        #expect(throws: TodoError.self) { try ItemEdit(tags: NameTagEdit(added: ["+a\u{1}"])).apply(to: &item) }
    }
}
