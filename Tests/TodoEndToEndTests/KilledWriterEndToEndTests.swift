import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// `todo add` killed with SIGKILL at seeded random moments while it changes a large file: the
/// file is always byte for byte the old one or the new one, temporary files never pile up, and
/// the next add works.
@Suite struct KilledWriterEndToEndTests {
    private static let itemCount = 20_000
    private static let kills = 20
    private static let today = "2026-11-21"

    /// How the kills landed, for the printed figures.
    private struct Tally {
        var beforeTemporaryFile = 0
        var duringTemporaryFile = 0
        var afterRename = 0
        var afterExit = 0

        var total: Int { beforeTemporaryFile + duringTemporaryFile + afterRename + afterExit }
    }

    @Test func aKilledWriterLeavesTheOldFileOrTheNewOneAndNoPileOfTemporaryFiles() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let due = try Fixture.due(Self.today)
        var list = TodoList(items: (1...Self.itemCount).map {
            TodoItem(id: $0, name: "Chore number \($0) of a long life", due: due, uid: "u\($0)")
        })
        try Data(TodoFileCodec.encode(list)).write(to: URL(fileURLWithPath: todo.dataPath))
        let environment = todo.environment()
        // Each add run to its end takes this long; it scales the delays of the next kill.
        var lifetime = try addToTheEnd("first", to: &list, todo: todo, due: due)

        var random = SeededRandom(seed: 0x4B1_11ED)
        var tally = Tally()
        for kill in 0..<Self.kills {
            let before = try #require(FileManager.default.contents(atPath: todo.dataPath))
            // Even rounds: any moment of the process's life (and a little after it).
            // Odd rounds: the few milliseconds after it starts writing (its temporary file
            // appears, or, were it to write in place, the data file changes), in which the
            // write, the fsync and the rename happen.
            let watch = kill % 2 == 1
                ? FolderWriteWatch(folder: todo.folder.path, namePrefixes: [".todo.json.tmp-", "todo.json"]) : nil
            let name = "killed \(kill)"
            let writer = try BackgroundTodo(["--today", Self.today, "add", name], environment: environment,
                                            capturingOutput: false)
            if let watch {
                var waited = 0
                // In slices, so that an add that ends without writing is not waited for.
                while !watch.waitForWrite(timeout: 0.02), !writer.hasEnded(), waited < 1_500 { waited += 1 }
                usleep(UInt32(random.fraction() * 4_000))
            } else {
                usleep(UInt32(random.fraction() * lifetime * 1.1 * 1_000_000))
            }
            writer.kill()
            let ending = writer.wait().ending
            #expect(ending == .exited(0) || ending == .killed(signal: SIGKILL), "kill \(kill)")

            let after = try #require(FileManager.default.contents(atPath: todo.dataPath))
            let leftovers = temporaryFiles(in: todo)
            if after == before {
                #expect(ending != .exited(0), "kill \(kill): the add finished but the file is the old one")
                #expect(leftovers.count <= 1, "kill \(kill): \(leftovers)")
                #expect(leftovers.allSatisfy { $0.hasPrefix(".todo.json.tmp-\(writer.pid)-") }, "kill \(kill): \(leftovers)")
                if leftovers.isEmpty { tally.beforeTemporaryFile += 1 } else { tally.duringTemporaryFile += 1 }
            } else {
                // Byte for byte the list with exactly the one item more: so it also decodes.
                // Its uid is random: the one the file holds.
                let written = try? TodoFileCodec.decode(Array(after), path: todo.dataPath)
                list = try adding(name, to: list, due: due, uid: written?.items.last?.uid)
                let expected = TodoFileCodec.encode(list)
                if Array(after) != expected {
                    let decoded = try? TodoFileCodec.decode(Array(after), path: todo.dataPath)
                    let content = decoded.map { "\($0.items.count) items" } ?? "not a todo file"
                    Issue.record("kill \(kill): neither the old file nor the new one (\(after.count) bytes, \(content))")
                }
                #expect(leftovers == [], "kill \(kill): the rename was done, yet \(leftovers)")
                if ending == .exited(0) { tally.afterExit += 1 } else { tally.afterRename += 1 }
            }

            // The next add works, and clears what the killed one left behind.
            lifetime = try addToTheEnd("after kill \(kill)", to: &list, todo: todo, due: due)
        }
        print("""
            KilledWriterEndToEndTests: \(Self.kills) kills on a file of \(Self.itemCount)+ items \
            (an add takes about \(Int(lifetime * 1000)) ms here): \
            \(tally.beforeTemporaryFile + tally.duringTemporaryFile) before the rename \
            (\(tally.duringTemporaryFile) of them left a temporary file), \
            \(tally.afterRename + tally.afterExit) after it (\(tally.afterExit) once the process had finished)
            """)
        #expect(tally.total == Self.kills)
        // Every add that ran to its end, and every killed one whose rename was done, is there.
        #expect(list.items.count == Self.itemCount + 1 + Self.kills + tally.afterRename + tally.afterExit)
        let final = try #require(FileManager.default.contents(atPath: todo.dataPath))
        // Compared as a whole: a failing #expect on two 1.6 MB arrays would diff them for minutes.
        let finalIsExpected = Array(final) == TodoFileCodec.encode(list)
        #expect(finalIsExpected, "the file at the end is not the one expected")
    }

    /// Runs `todo add --json name` to its end and checks its output and the folder; how long it took.
    private func addToTheEnd(_ name: String, to list: inout TodoList, todo: TodoBinary, due: DueDate) throws -> Double {
        let id = list.nextID
        let started = Date()
        let result = try BackgroundTodo(["--today", Self.today, "add", "--json", name], environment: todo.environment()).wait()
        let lifetime = Date().timeIntervalSince(started)
        var masked = result
        masked.stdout = UIDMask.masked(result.stdout)
        #expect(masked == .init(ending: .exited(0),
                                stdout: "{\"id\": \(id), \"name\": \"\(name)\", \"due\": \"\(Self.today)\", \"tags\": [], \"uid\": \"UUID\"}\n", stderr: ""),
                "\(name)")
        #expect(FolderNames.of(todo.folder.path) == ["todo.json", "todo.json.lock", "todo.json.undo"], "\(name)")
        // The file is checked byte for byte when a kill next leaves a new one, and at the end
        // (encoding 20,000 items each time would double the cost of this test).
        list = try adding(name, to: list, due: due, uid: UIDMask.first(in: result.stdout))
        return lifetime
    }

    /// `list` with the item `todo add name` makes.
    private func adding(_ name: String, to list: TodoList, due: DueDate, uid: String?) throws -> TodoList {
        var next = list
        let id = try next.takeNextID()
        next.items.append(TodoItem(id: id, name: name, due: due, uid: uid))
        return next
    }

    private func temporaryFiles(in todo: TodoBinary) -> [String] {
        FolderNames.of(todo.folder.path).filter { $0.hasPrefix(".todo.json.tmp-") }
    }
}
