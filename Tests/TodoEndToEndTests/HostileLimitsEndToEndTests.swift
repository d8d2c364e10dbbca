import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Limits and modes from outside: a file-size limit, a umask that takes every bit, a list
/// shared by a group, a huge file of nothing. Each gets a plain answer and leaves the data as
/// it was.
@Suite struct HostileLimitsEndToEndTests {
    private let todo: TodoBinary
    private var folder: String { todo.folder.path }

    init() throws {
        todo = try TodoBinary()
    }

    private func run(_ script: String) throws -> TodoBinary.Result {
        try ShellScript.run(script, in: todo.folder)
    }

    private func mode(of relative: String) -> Int? {
        var status = FileStatus()
        return lstat(folder + "/" + relative, &status) == 0 ? Int(status.st_mode & 0o7777) : nil
    }

    @Test func aFileSizeLimitIsAnErrorNotASignal() throws {
        defer { todo.cleanUp() }
        let due = try Fixture.due("2026-11-21")
        let old = TodoFileCodec.encode(TodoList(items: (1...520).map { TodoItem(id: $0, name: "Chore \($0)", due: due) }))
        try #require(old.count > 30_000)
        try Data(old).write(to: URL(fileURLWithPath: todo.dataPath))
        // With SIGXFSZ as a user's shell has it (a test runner may leave it ignored, and that is
        // inherited), so that only `todo` itself can keep the signal from killing it.
        let result = try run(#"ulimit -f 16 && exec env --default-signal=XFSZ "$TODO" --file todo.json add x"#)
        #expect(result == .init(status: 74, stdout: "", stderr: "todo: cannot write todo.json: File too large\n"))
        #expect(FileManager.default.contents(atPath: todo.dataPath).map(Array.init) == old, "the file changed")
        #expect(ShellScript.names(in: folder) == [Array("todo.json".utf8), Array("todo.json.lock".utf8)])
    }

    @Test func foldersAndFilesArePrivateWhateverTheUmask() throws {
        defer { todo.cleanUp() }
        let result = try run(#"umask 0277 && "$TODO" --file a/b/todo.json add x >/dev/null && "$TODO" --file a/b/todo.json add y"#)
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect([mode(of: "a"), mode(of: "a/b"), mode(of: "a/b/todo.json"), mode(of: "a/b/todo.json.lock"),
                  mode(of: "a/b/todo.json.undo")] == [0o700, 0o700, 0o600, 0o640, 0o600])
    }

    @Test func aNewLockGetsTheDataFilesPermissionBits() throws {
        defer { todo.cleanUp() }
        let result = try run(#""$TODO" --file todo.json add x >/dev/null && rm todo.json.lock && chmod 0660 todo.json && "$TODO" --file todo.json add y"#)
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(mode(of: "todo.json.lock") == 0o660)
    }

    /// As root, a second user is `nobody` by `setpriv`; skipped without root, `setpriv` or `nobody`.
    /// `todo` on the list in the group folder `shared` (made 2770, group nogroup), run as `nobody`.
    private static let asNobody = #"setpriv --reuid=nobody --regid=nogroup --clear-groups "$TODO" --file shared/todo.json"#
    private static let sharedFolder = #"mkdir shared && chgrp nogroup shared && chmod 2770 shared"#

    @Test(.needs(.secondUser))
    func aGroupSharedListWorksForEveryMemberAndBlamesTheLockWhenItIsTheProblem() throws {
        defer { todo.cleanUp() }
        let shared = try run(#"""
            \#(Self.sharedFolder) && "$TODO" --file shared/todo.json add x >/dev/null \
            && chmod 0660 shared/todo.json && rm shared/todo.json.lock && "$TODO" --file shared/todo.json add y >/dev/null \
            && \#(Self.asNobody) add z
            """#)
        #expect(shared.status == 0 && shared.stdout.hasPrefix("Added 3: z") && shared.stderr == "", "\(shared)")
        let privateLock = try run("chmod 0600 shared/todo.json.lock && " + Self.asNobody + " add w")
        #expect(privateLock == .init(status: 74, stdout: "",
                                     stderr: "todo: cannot use the lock file shared/todo.json.lock: Permission denied\n"))
    }

    /// 0.2 made the lock 0600: a list shared with `chmod 660` after it was made kept the group
    /// out. The owner's next change gives the lock and the journal the bits they need.
    @Test(.needs(.secondUser))
    func aListSharedAfterItWasMadeWorksForTheGroupOnceItsOwnerChangesIt() throws {
        defer { todo.cleanUp() }
        let before = try run(#"""
            \#(Self.sharedFolder) && "$TODO" --file shared/todo.json add x >/dev/null \
            && chmod 0600 shared/todo.json.lock && chmod 0660 shared/todo.json && \#(Self.asNobody) add y
            """#)
        #expect(before == .init(status: 74, stdout: "",
                                stderr: "todo: cannot use the lock file shared/todo.json.lock: Permission denied\n"))
        #expect(try run(#""$TODO" --file shared/todo.json add y"#).status == 0)
        #expect([mode(of: "shared/todo.json.lock"), mode(of: "shared/todo.json.undo")] == [0o660, 0o660])
        #expect(try run(Self.asNobody + " add z --today 2026-11-21")
            == .init(status: 0, stdout: "Added 3: z (due Sat 21 Nov)\n", stderr: ""))
        #expect(try run(Self.asNobody + " undo") == .init(status: 0, stdout: "Undid: removed 3: z\n", stderr: ""))
    }

    /// A journal a member cannot write does not cost the member the change; only undo refuses.
    @Test(.needs(.secondUser))
    func aJournalAMemberCannotUseDoesNotStopTheChangeButUndoRefusesNamingIt() throws {
        defer { todo.cleanUp() }
        let change = try run(#"""
            \#(Self.sharedFolder) && "$TODO" --file shared/todo.json add x --today 2026-11-21 \
            >/dev/null && chmod 0660 shared/todo.json && chmod 0640 shared/todo.json.undo && \#(Self.asNobody) add z --today 2026-11-21
            """#)
        #expect(change == .init(status: 0, stdout: "Added 2: z (due Sat 21 Nov)\n", stderr: ""))
        #expect(try run(Self.asNobody + " undo") == .init(status: 74, stdout: "",
                                                     stderr: "todo: cannot write shared/todo.json.undo: Permission denied\n"))
        #expect(try run(Self.asNobody + " list --today 2026-11-21").stdout == "Today\n  1  x\n  2  z\n")
    }

    @Test func aHugeFileOfZeroBytesIsRefusedFromItsFirstBytes() throws {
        defer { todo.cleanUp() }
        let descriptor = open(todo.dataPath, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        try #require(ftruncate(descriptor, 3 << 30) == 0)
        close(descriptor)
        // 200 MB of address space: reading the whole 3 GB would need 15 times that.
        for command in ["list", "add x"] {
            let result = try run(#"ulimit -v 200000 && exec "$TODO" --file todo.json "# + command)
            #expect(result == .init(status: 65, stdout: "", stderr: "todo: todo.json: line 1, column 1: expected a value\n"),
                    "\(command)")
        }
    }
}
