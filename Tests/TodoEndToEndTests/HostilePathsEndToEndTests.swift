import Foundation
import Testing

/// Paths that are not UTF-8, and a data file or lock that is not what it should be: the data
/// goes where the bytes say, nothing is created through a symlink, nothing hangs.
@Suite struct HostilePathsEndToEndTests {
    private let todo: TodoBinary
    private var folder: String { todo.folder.path }

    init() throws {
        todo = try TodoBinary()
    }

    private func run(_ script: String) throws -> TodoBinary.Result {
        try ShellScript.run(script, in: todo.folder)
    }

    private func names(_ names: String...) -> [[UInt8]] {
        names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// `caf\xE9.json` (Latin-1 é), in bytes.
    private static let latinName: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".json".utf8)

    @Test func aSymlinkToANameThatIsNotUTF8IsFollowedAsItIs() throws {
        defer { todo.cleanUp() }
        let result = try run(#"""
            "$TODO" --file "$(printf 'caf\351.json')" add first >/dev/null && ln -s "$(printf 'caf\351.json')" todo.json \
            && TODO_FILE=todo.json "$TODO" add second
            """#)
        #expect(result.status == 0 && result.stdout.hasPrefix("Added 2: second") && result.stderr == "")
        let expected = [Self.latinName, Self.latinName + Array(".lock".utf8), Self.latinName + Array(".undo".utf8),
                        Array("todo.json".utf8)]
        #expect(ShellScript.names(in: folder) == expected.sorted { $0.lexicographicallyPrecedes($1) })
        let text = ShellScript.contents(of: Array(folder.utf8) + [UInt8(ascii: "/")] + Self.latinName)
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(text.contains(#""name": "first""#) && text.contains(#""name": "second""#))
    }

    @Test(arguments: [#"--file "$(printf 'caf\351.json')" add x"#,
                      #"TODO_FILE="$(printf 'caf\351.json')" "$TODO" add x"#,
                      #"XDG_DATA_HOME="$FOLDER/$(printf 'caf\351.json')" "$TODO" add x"#,
                      #"HOME="$FOLDER/$(printf 'caf\351.json')" "$TODO" add x"#])
    func aPathThatIsNotUTF8IsUsedExactly(_ command: String) throws {
        defer { todo.cleanUp() }
        let script = command.hasPrefix("--") ? "\"$TODO\" " + command : command
        let result = try run("unset TODO_FILE; " + script)
        #expect(result.status == 0 && result.stdout.hasPrefix("Added 1: x") && result.stderr == "", "\(command)")
        let created = ShellScript.names(in: folder)
        #expect(created.first == Self.latinName || created.first == Self.latinName + Array(".lock".utf8), "\(command)")
        #expect(!created.contains { String(decoding: $0, as: UTF8.self).contains("\u{FFFD}") && $0.contains(0xEF) },
                "\(command)")
    }

    @Test func aMessageShowsAPathThatIsNotUTF8Escaped() throws {
        defer { todo.cleanUp() }
        let result = try run(#"mkdir "$(printf 'caf\351.json')" && "$TODO" --file "$(printf 'caf\351.json')" add x"#)
        #expect(result == .init(status: 74, stdout: "", stderr: "todo: cannot write caf\\xE9.json: Is a directory\n"))
    }

    @Test func aLockThatIsASymlinkIsNeverFollowed() throws {
        defer { todo.cleanUp() }
        let result = try run(#"""
            "$TODO" --file todo.json add x >/dev/null && rm todo.json.lock && ln -s "$FOLDER/victim" todo.json.lock \
            && "$TODO" --file todo.json add y
            """#)
        #expect(result == .init(status: 74, stdout: "",
                                stderr: "todo: cannot use the lock file todo.json.lock: it is a symbolic link\n"))
        #expect(ShellScript.names(in: folder) == names("todo.json", "todo.json.lock", "todo.json.undo"))
    }

    /// A planted `todo.json.undo` link: its target is neither made nor written, the change is
    /// kept, and `undo` refuses naming the journal rather than taking back something else.
    @Test(arguments: ["missing", "existing"])
    func anUndoJournalThatIsASymlinkIsNeverFollowed(_ target: String) throws {
        defer { todo.cleanUp() }
        let plant = target == "existing" ? #"printf 'keep\n' > victim && "# : ""
        let change = try run(plant + #"""
            "$TODO" --file todo.json --today 2026-11-21 add x >/dev/null && rm todo.json.undo \
            && ln -s "$FOLDER/victim" todo.json.undo && "$TODO" --file todo.json --today 2026-11-21 add y
            """#)
        #expect(change == .init(status: 0, stdout: "Added 2: y (due Sat 21 Nov)\n", stderr: ""))
        let victim = ShellScript.contents(of: Array((folder + "/victim").utf8))
        #expect(victim == (target == "existing" ? Array("keep\n".utf8) : nil))

        let undo = try run(#""$TODO" --file todo.json undo"#)
        #expect(undo == .init(status: 74, stdout: "",
                              stderr: "todo: cannot read todo.json.undo: Too many levels of symbolic links\n"))
        let list = try run(#""$TODO" --file todo.json --today 2026-11-21 list"#)
        #expect(list.stdout == "Today\n  1  x\n  2  y\n")
        #expect(ShellScript.contents(of: Array((folder + "/victim").utf8)) == victim)
    }

    /// A link whose target ends in `/` names a folder, made or not: nothing is created for it.
    @Test func aSymlinkToAFolderPathThatIsNotThereCreatesNothing() throws {
        defer { todo.cleanUp() }
        let result = try run(#"ln -s sub/ todo.json && "$TODO" --file todo.json add x"#)
        #expect(result == .init(status: 74, stdout: "", stderr: "todo: cannot write todo.json: Is a directory\n"))
        #expect(ShellScript.names(in: folder) == names("todo.json"))
    }

    @Test func aDataPathThatIsAFolderOrADeviceGetsNoLockBesideIt() throws {
        defer { todo.cleanUp() }
        let folderLink = try run(#"mkdir sub && ln -s "$FOLDER/sub" todo.json && TODO_FILE=todo.json "$TODO" add x"#)
        #expect(folderLink == .init(status: 74, stdout: "", stderr: "todo: cannot write todo.json: Is a directory\n"))
        #expect(ShellScript.names(in: folder) == names("sub", "todo.json"))
        let lockExisted = access("/dev/null.lock", F_OK) == 0
        let device = try run(#"TODO_FILE=/dev/null "$TODO" add x"#)
        #expect(device == .init(status: 74, stdout: "", stderr: "todo: cannot write /dev/null: not a regular file\n"))
        #expect(lockExisted || access("/dev/null.lock", F_OK) != 0)
    }

    @Test func aFIFOAsTheLockOrTheDataFileNeverHangs() throws {
        defer { todo.cleanUp() }
        let fifoLock = try run(#""$TODO" --file todo.json add x >/dev/null && rm todo.json.lock && mkfifo todo.json.lock && timeout 20 "$TODO" --file todo.json add y"#)
        #expect(fifoLock == .init(status: 74, stdout: "",
                                  stderr: "todo: cannot use the lock file todo.json.lock: not a regular file\n"))
        // A writer holds the FIFO open and writes nothing.
        let fifoData = try run(#"mkfifo data.json && exec 3<>data.json && timeout 20 "$TODO" --file data.json add y"#)
        #expect(fifoData == .init(status: 74, stdout: "", stderr: "todo: cannot write data.json: not a regular file\n"))
        #expect(!ShellScript.names(in: folder).contains(Array("data.json.lock".utf8)))
        // Read too: a FIFO or a device is refused (74), never listed as an empty list.
        let fifoList = try run(#"mkfifo read.json && timeout 20 "$TODO" --file read.json list"#)
        #expect(fifoList == .init(status: 74, stdout: "", stderr: "todo: cannot read read.json: not a regular file\n"))
        let deviceExport = try run(#"timeout 20 "$TODO" --file /dev/null export"#)
        #expect(deviceExport == .init(status: 74, stdout: "", stderr: "todo: cannot read /dev/null: not a regular file\n"))
    }

    @Test(arguments: ["done 3", "reopen 3", "rm 3", "edit 3 --name n"])
    func aChangeWithNoDataFileYetCreatesNothing(_ command: String) throws {
        defer { todo.cleanUp() }
        let inNewFolder = try run("\"$TODO\" --file new/todo.json " + command)
        #expect(inNewFolder == .init(status: 1, stdout: "", stderr: "todo: no item has id 3\n"), "\(command)")
        let inThisFolder = try run("\"$TODO\" --file todo.json " + command)
        #expect(inThisFolder.status == 1, "\(command)")
        #expect(ShellScript.names(in: folder) == [], "\(command)")
    }

    @Test func aLockThatIsAFolderIsNamedInTheMessage() throws {
        defer { todo.cleanUp() }
        let result = try run(#""$TODO" --file todo.json add x >/dev/null && rm todo.json.lock && mkdir todo.json.lock && "$TODO" --file todo.json add y"#)
        #expect(result == .init(status: 74, stdout: "", stderr: "todo: cannot use the lock file todo.json.lock: Is a directory\n"))
    }
}
