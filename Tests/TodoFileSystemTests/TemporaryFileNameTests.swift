import Testing
@testable import TodoCore
@testable import TodoFileSystem
import TodoTestSupport

@Suite struct TemporaryFileNameTests {
    private let name = TemporaryFileName(dataFileName: Array("todo.json".utf8))

    @Test func freshNamesAreHiddenRecognisableAndDifferent() {
        let first = name.fresh()
        let second = name.fresh()
        #expect(first.starts(with: ".todo.json.tmp-".utf8))
        #expect(name.matches(first))
        #expect(first != second)
    }

    @Test(arguments: [".todo.json.tmp-1-a", ".todo.json.tmp-4242-0badcafe"])
    func leftoversMatch(_ candidate: String) {
        #expect(name.matches(Array(candidate.utf8)))
    }

    @Test(arguments: ["todo.json", "todo.json.lock", ".todo.json.tmp-", ".todo.json.tmp-12",
                      ".todo.json.tmp-12-", ".todo.json.tmp--ab", ".todo.json.tmp-12-xyz",
                      ".todo.json.tmp-12-AB", ".todo.json.tmp-12-ab-3", ".todo.json.tmp-1a-ab",
                      ".other.json.tmp-12-ab", "todo.json.tmp-12-ab", ".todo.json.tmp-12-ab~"])
    func otherNamesDoNotMatch(_ candidate: String) {
        #expect(!name.matches(Array(candidate.utf8)))
    }

    @Test func aDataFileWhoseNameLooksLikeATemporaryOneIsNotTakenForOne() {
        let odd = TemporaryFileName(dataFileName: Array("todo.json.tmp-1-ab".utf8))
        #expect(!name.matches(odd.fresh()))
        #expect(!odd.matches(Array(".todo.json.tmp-1-ab".utf8)))
    }
}
