import Testing
@testable import TodoCore

@Suite struct NameWordsTests {
    @Test(arguments: [
        ("Buy milk", [String]()),
        ("Fix the sink +Home", ["home"]),
        ("+Home +garden @phone call +home", ["home", "garden", "home"]),
        ("1 + 1 = 2", []),
        ("a+b c++ +x", ["x"]),
        ("Tab\t+work\n+Ünï", ["work", "ünï"]),
        ("+home, then +garden.", ["home,", "garden."]),
    ])
    func tagsAreTheWordsThatStartWithAPlus(_ name: String, _ tags: [String]) {
        #expect(NameWords.tags(in: name) == tags)
    }

    @Test func contextsAreTheWordsThatStartWithAnAt() {
        #expect(NameWords.words(of: "Call Mum @Phone +home @ @x", marked: "@") == ["phone", "x"])
    }
}
