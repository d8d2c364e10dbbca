import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

@Suite struct DataFileTests {
    private struct TransformFailed: Error, Equatable {}

    private let folder: DataFileTestFolder
    private let oldBytes: [UInt8] = Array("{\"version\": 1}\n".utf8)
    private let newBytes: [UInt8] = [0x00, 0xFF, 0x0A, 0x7B] + Array("new".utf8)

    init() throws {
        folder = try DataFileTestFolder()
    }

    // MARK: read

    @Test func aMissingFileReadsAsNil() throws {
        #expect(try DataFile(path: FilePath(folder.at("todo.json"))).read() == nil)
        #expect(try DataFile(path: FilePath(folder.at("no/such/folder/todo.json"))).read() == nil)
        try folder.symlink("dangling.json", to: "nowhere.json")
        #expect(try DataFile(path: FilePath(folder.at("dangling.json"))).read() == nil)
    }

    @Test func readGivesTheBytesExactly() throws {
        let everyByte = (0...255).map { UInt8($0) }
        try folder.write(everyByte, to: "todo.json")
        #expect(try DataFile(path: FilePath(folder.at("todo.json"))).read() == everyByte)
        try folder.write([], to: "empty.json")
        #expect(try DataFile(path: FilePath(folder.at("empty.json"))).read() == [])
    }

    @Test func readGivesALargeFileWhole() throws {
        // Starting as a data file does: one that starts with a byte no JSON can is cut short.
        let large = Array("{".utf8) + (1..<6_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try folder.write(large, to: "todo.json")
        #expect(try DataFile(path: FilePath(folder.at("todo.json"))).read() == large)
    }

    @Test func readThroughAFileIsAnIOError() throws {
        try folder.write(oldBytes, to: "file")
        let path = folder.at("file/todo.json")
        let error = try #require(throws: TodoError.self) { try DataFile(path: FilePath(path)).read() }
        #expect(error == TodoError.io("cannot read \(path): Not a directory"))
        #expect(error.status.rawValue == 74)
    }

    @Test func readingAFolderIsAnIOError() throws {
        let path = folder.path
        #expect(throws: TodoError.io("cannot read \(path): Is a directory")) {
            try DataFile(path: FilePath(path)).read()
        }
    }

    @Test func aDeviceIsNotReadAsADataFile() throws {
        #expect(throws: TodoError.io("cannot read /dev/zero: not a regular file")) {
            try DataFile(path: FilePath("/dev/zero")).read()
        }
    }

    /// Refused on read as on write (74), as the contract says of a data path that is not a
    /// regular file: never read as an empty list.
    @Test func aFIFOIsRefusedAndNeverReplaced() throws {
        let path = folder.at("todo.json")
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: TodoError.io("cannot read \(path): not a regular file")) { try DataFile(path: FilePath(path)).read() }
        var transformed = false
        #expect(throws: TodoError.io("cannot write \(path): not a regular file")) {
            try DataFile(path: FilePath(path)).update { _ in
                transformed = true
                return newBytes
            }
        }
        let status = try #require(folder.status(of: "todo.json"))
        #expect(status.st_mode & S_IFMT == S_IFIFO)
        // Refused before the lock is made or waited for: a FIFO would block the read under it.
        #expect(transformed == false)
        #expect(folder.names() == ["todo.json"])
    }

    // MARK: update: creating and keeping

    @Test func theFirstUpdateCreatesPrivateFoldersAndFile() throws {
        chmod(folder.path, 0o755)
        let file = DataFile(path: FilePath(folder.at("a/b/todo.json")))
        try file.update { old in
            #expect(old == nil)
            return newBytes
        }
        #expect(folder.bytes(at: "a/b/todo.json") == newBytes)
        #expect(folder.mode(of: "a") == 0o700)
        #expect(folder.mode(of: "a/b") == 0o700)
        #expect(folder.mode(of: "a/b/todo.json") == 0o600)
        #expect(folder.mode(of: "a/b/todo.json.lock") == 0o640)
        #expect(folder.mode(of: "") == 0o755, "an existing folder keeps its mode")
        #expect(folder.names(in: "a/b") == ["todo.json", "todo.json.lock"])
    }

    @Test func updateHandsOverTheCurrentBytesAndKeepsTheMode() throws {
        try folder.write(oldBytes, to: "todo.json", mode: 0o640)
        try DataFile(path: FilePath(folder.at("todo.json"))).update { old in
            #expect(old == oldBytes)
            return newBytes
        }
        #expect(folder.bytes(at: "todo.json") == newBytes)
        #expect(folder.mode(of: "todo.json") == 0o640)
    }

    @Test func aRelativePathIsRelativeToTheWorkingFolder() throws {
        // No chdir (tests run in parallel): climb from the working folder to "/" instead.
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + folder.at("sub/todo.json").dropFirst()
        try DataFile(path: FilePath(relative)).update { _ in newBytes }
        #expect(folder.bytes(at: "sub/todo.json") == newBytes)
        #expect(try DataFile(path: FilePath(relative)).read() == newBytes)
    }

    @Test func anEmptyFileCanBeWritten() throws {
        try folder.write(oldBytes, to: "todo.json")
        try DataFile(path: FilePath(folder.at("todo.json"))).update { _ in [] }
        #expect(folder.bytes(at: "todo.json") == [])
    }

    // MARK: update: symlinks

    /// A link (by its text) and the file it leads to, both relative to the test folder.
    struct LinkCase: Sendable, CustomTestStringConvertible {
        let name: String
        let links: [(link: String, text: String)]
        let target: String
        let targetExists: Bool
        var testDescription: String { name }
    }

    static let linkCases = [
        LinkCase(name: "relative", links: [("todo.json", "real/todo.json")],
                 target: "real/todo.json", targetExists: true),
        LinkCase(name: "absolute", links: [("todo.json", "ABSOLUTE/real/todo.json")],
                 target: "real/todo.json", targetExists: true),
        LinkCase(name: "chain", links: [("todo.json", "one.json"), ("one.json", "real/two.json"),
                                        ("real/two.json", "todo.json")],
                 target: "real/todo.json", targetExists: true),
        LinkCase(name: "dangling", links: [("todo.json", "new/todo.json")],
                 target: "new/todo.json", targetExists: false),
    ]

    @Test(arguments: linkCases)
    func aSymlinkStaysASymlinkAndItsTargetIsReplaced(_ linkCase: LinkCase) throws {
        if linkCase.targetExists {
            try FileManager.default.createDirectory(atPath: folder.at("real"), withIntermediateDirectories: false)
            try folder.write(oldBytes, to: linkCase.target, mode: 0o640)
        }
        for (link, text) in linkCase.links {
            try folder.symlink(link, to: text.replacingOccurrences(of: "ABSOLUTE", with: folder.path))
        }
        try DataFile(path: FilePath(folder.at("todo.json"))).update { old in
            #expect(old == (linkCase.targetExists ? oldBytes : nil))
            return newBytes
        }
        for (link, _) in linkCase.links {
            #expect(folder.isSymlink(link), "\(link) is still a symlink")
        }
        #expect(folder.bytes(at: linkCase.target) == newBytes)
        #expect(folder.mode(of: linkCase.target) == (linkCase.targetExists ? 0o640 : 0o600))
        #expect(folder.status(of: linkCase.target + ".lock") != nil, "the lock is beside the real file")
        #expect(folder.status(of: "todo.json.lock") == nil)
    }

    @Test func aSymlinkLoopIsAnIOError() throws {
        try folder.symlink("todo.json", to: "other.json")
        try folder.symlink("other.json", to: "todo.json")
        let path = folder.at("todo.json")
        #expect(throws: TodoError.io("cannot write \(path): Too many levels of symbolic links")) {
            try DataFile(path: FilePath(path)).update { _ in newBytes }
        }
    }

    // MARK: update: writing nothing

    @Test func aTransformReturningNilWritesNothing() throws {
        try folder.write(oldBytes, to: "todo.json", mode: 0o644)
        let inode = folder.inode(of: "todo.json")
        try DataFile(path: FilePath(folder.at("todo.json"))).update { _ in nil }
        #expect(folder.bytes(at: "todo.json") == oldBytes)
        #expect(folder.inode(of: "todo.json") == inode)
        #expect(folder.mode(of: "todo.json") == 0o644)
        #expect(folder.names() == ["todo.json", "todo.json.lock"])
    }

    @Test func aTransformsErrorPassesThroughAndNothingIsWritten() throws {
        try folder.write(oldBytes, to: "todo.json")
        let inode = folder.inode(of: "todo.json")
        #expect(throws: TransformFailed()) {
            try DataFile(path: FilePath(folder.at("todo.json"))).update { _ in throw TransformFailed() }
        }
        let codecError = TodoError.badFile("\(folder.at("todo.json")): line 1, column 2: bad JSON")
        #expect(throws: codecError) {
            try DataFile(path: FilePath(folder.at("todo.json"))).update { _ in throw codecError }
        }
        #expect(folder.bytes(at: "todo.json") == oldBytes)
        #expect(folder.inode(of: "todo.json") == inode)
        #expect(folder.names() == ["todo.json", "todo.json.lock"])
    }

    // MARK: update: temporary files

    @Test func leftoverTemporaryFilesGoAndOtherFilesStay() throws {
        let leftovers = [".todo.json.tmp-4242-0badcafe", ".todo.json.tmp-1-a"]
        let others = [".todo.json.tmp-notes", ".todo.json.tmp-12-xyz", ".todo.json.tmp-12-ab-3",
                      ".other.json.tmp-12-ab", "todo.json.bak", ".todo.json.swp", "todo.json.tmp-12-ab"]
        for name in leftovers + others { try folder.write([1, 2, 3], to: name) }
        try folder.write(oldBytes, to: "todo.json")
        try DataFile(path: FilePath(folder.at("todo.json"))).update { _ in newBytes }
        #expect(folder.names() == (others + ["todo.json", "todo.json.lock"]).sorted())
        for name in others { #expect(folder.bytes(at: name) == [1, 2, 3]) }
    }

    @Test func repeatedUpdatesLeaveNoTemporaryFiles() throws {
        let file = DataFile(path: FilePath(folder.at("todo.json")))
        for round in 0..<5 {
            try file.update { old in (old ?? []) + [UInt8(round)] }
        }
        #expect(folder.bytes(at: "todo.json") == [0, 1, 2, 3, 4])
        #expect(folder.names() == ["todo.json", "todo.json.lock"])
    }

    // MARK: update: failures

    @Test func updateThroughAFileIsAnIOErrorNamingThePath() throws {
        try folder.write(oldBytes, to: "file")
        let path = folder.at("file/todo.json")
        let error = try #require(throws: TodoError.self) {
            try DataFile(path: FilePath(path)).update { _ in newBytes }
        }
        #expect(error == TodoError.io("cannot write \(path): Not a directory"))
        #expect(error.status.rawValue == 74)
        #expect(folder.bytes(at: "file") == oldBytes)
    }

    @Test func aMessageStaysOneLineWhateverThePath() throws {
        try folder.write(oldBytes, to: "file\n\u{1B}[31m")
        let path = folder.at("file\n\u{1B}[31m/todo.json")
        let shown = folder.at("file\\u{A}\\u{1B}[31m/todo.json")
        #expect(throws: TodoError.io("cannot write \(shown): Not a directory")) {
            try DataFile(path: FilePath(path)).update { _ in newBytes }
        }
        #expect(throws: TodoError.io("cannot read \(shown): Not a directory")) {
            try DataFile(path: FilePath(path)).read()
        }
    }

    @Test(.needs(.root))
    func theRootKeepsTheFilesOwner() throws {
        try folder.write(oldBytes, to: "todo.json", mode: 0o660)
        chown(folder.at("todo.json"), 4321, 8765)
        try DataFile(path: FilePath(folder.at("todo.json"))).update { _ in newBytes }
        let status = try #require(folder.status(of: "todo.json"))
        #expect(status.st_uid == 4321)
        #expect(status.st_gid == 8765)
        #expect(folder.mode(of: "todo.json") == 0o660)
    }
}
