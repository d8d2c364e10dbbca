import Testing
@testable import TodoCore
@testable import TodoFileSystem
import TodoTestSupport

@Suite struct FilePathTextTests {
    @Test(arguments: [("todo.json", ".", "todo.json"), ("/todo.json", "/", "todo.json"),
                      ("a/b/todo.json", "a/b", "todo.json"), ("/a/todo.json", "/a", "todo.json"),
                      ("../todo.json", "..", "todo.json")])
    func folderAndName(_ path: String, _ folder: String, _ name: String) {
        #expect(FilePathText.folder(of: FilePath(path)) == FilePath(folder))
        #expect(FilePathText.name(of: FilePath(path)) == Array(name.utf8))
    }

    @Test func joiningKeepsPathsPlain() {
        #expect(FilePathText.join(".", Array("todo.json".utf8)) == "todo.json")
        #expect(FilePathText.join("/", Array("todo.json".utf8)) == "/todo.json")
        #expect(FilePathText.join("/a", Array("todo.json".utf8)) == "/a/todo.json")
    }

    @Test func aRelativeLinkTargetIsRelativeToTheLinksFolder() {
        #expect(FilePathText.resolve(linkTarget: Array("real.json".utf8), ofLinkAt: "/a/todo.json") == "/a/real.json")
        #expect(FilePathText.resolve(linkTarget: Array("../b/x.json".utf8), ofLinkAt: "/a/todo.json") == "/a/../b/x.json")
        #expect(FilePathText.resolve(linkTarget: Array("/c/x.json".utf8), ofLinkAt: "/a/todo.json") == "/c/x.json")
        #expect(FilePathText.resolve(linkTarget: Array("x.json".utf8), ofLinkAt: "todo.json") == "x.json")
    }
}
