import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

@Suite struct FilePathTextTests {
    @Test(arguments: [("todo.json", ".", "todo.json"), ("/todo.json", "/", "todo.json"),
                      ("a/b/todo.json", "a/b", "todo.json"), ("/a/todo.json", "/a", "todo.json"),
                      ("../todo.json", "..", "todo.json")])
    func folderAndName(_ path: String, _ folder: String, _ name: String) {
        #expect(FilePathText.folder(of: path) == folder)
        #expect(FilePathText.name(of: path) == name)
    }

    @Test func joiningKeepsPathsPlain() {
        #expect(FilePathText.join(".", "todo.json") == "todo.json")
        #expect(FilePathText.join("/", "todo.json") == "/todo.json")
        #expect(FilePathText.join("/a", "todo.json") == "/a/todo.json")
    }

    @Test func aRelativeLinkTargetIsRelativeToTheLinksFolder() {
        #expect(FilePathText.resolve(linkTarget: "real.json", ofLinkAt: "/a/todo.json") == "/a/real.json")
        #expect(FilePathText.resolve(linkTarget: "../b/x.json", ofLinkAt: "/a/todo.json") == "/a/../b/x.json")
        #expect(FilePathText.resolve(linkTarget: "/c/x.json", ofLinkAt: "/a/todo.json") == "/c/x.json")
        #expect(FilePathText.resolve(linkTarget: "x.json", ofLinkAt: "todo.json") == "x.json")
    }
}
