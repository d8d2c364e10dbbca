import Testing
@testable import TodoCore
@testable import TodoFileSystem
import TodoTestSupport

/// A folder that refuses a new entry (the temporary file, the rename) is named as the folder,
/// not the data file, whose own permissions may be fine (contract: "Exit status and messages").
/// The refusals are made by the calls handed in: root may write into any folder, so a
/// `chmod`-ed one would prove nothing when the tests run as root.
@Suite struct FolderRefusalTests {
    private let folder: DataFileTestFolder

    init() throws {
        folder = try DataFileTestFolder()
    }

    private func refusing(open refusesOpen: Bool, rename refusesRename: Bool) -> FileSystemCalls {
        var calls = FileSystemCalls.system
        let open = calls.open
        let rename = calls.rename
        calls.open = { path, flags, mode in
            guard refusesOpen, flags & O_CREAT != 0 else { return open(path, flags, mode) }
            setErrno(EACCES)
            return -1
        }
        calls.rename = { from, to in
            guard refusesRename else { return rename(from, to) }
            setErrno(EACCES)
            return -1
        }
        return calls
    }

    @Test(arguments: [(true, false), (false, true)])
    func aNewFileOrARenameRefusedIsTheFoldersRefusal(refusesOpen: Bool, refusesRename: Bool) throws {
        try folder.write(Array("old".utf8), to: "todo.json")
        let path = FilePath(folder.at("todo.json"))
        let replacer = AtomicFileReplacer(path: path, calls: refusing(open: refusesOpen, rename: refusesRename))
        let error = try #require(throws: SystemCallError.self) { try replacer.replace(with: Array("new".utf8)) }
        #expect(error.code == EACCES)
        #expect(error.folder == FilePathText.folder(of: path))
        #expect(error.writeMessage(file: path) == "cannot write in \(FilePathText.folder(of: path).shown) (the folder): Permission denied")
        #expect(folder.bytes(at: "todo.json") == Array("old".utf8))
    }

    @Test func aFileThatRefusesIsNamedAsTheFile() {
        let path = FilePath("/srv/lists/todo.json")
        #expect(SystemCallError(code: EACCES).writeMessage(file: path) == "cannot write /srv/lists/todo.json: Permission denied")
        #expect(SystemCallError(code: EACCES).inFolder("/srv/lists").writeMessage(file: path)
                == "cannot write in /srv/lists (the folder): Permission denied")
    }

    /// A lock file that cannot be made is the folder refusing a new file.
    @Test func aLockFileThatCannotBeMadeNamesTheFolder() {
        let error = FileLock.Failure.system(SystemCallError(code: EACCES))
            .todoError(storePath: "/srv/lists/todo.json", lockPath: "/srv/lists/todo.json.lock", timeout: 10)
        #expect(error == TodoError.io("cannot write in /srv/lists (the folder): Permission denied"))
    }
}
