import Foundation
import Synchronization
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Many `todo` processes on one data file at the same moment: every change is kept, and a
/// reader never sees a broken file. Also the lock's bounded wait, through the binary.
@Suite struct ConcurrentWritersEndToEndTests {
    private static let today = "2026-11-21"

    /// On the data file (named by `TODO_FILE`) and on the folder store (`--vdir`), neither of
    /// which is there yet: the first writers race to make it.
    @Test(arguments: ["TODO_FILE", "--vdir"])
    func sixtyAddsAtOnceAreAllKeptEachWithTheIDItReported(store: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let data = todo.folder.path + "/data"
        let isFolder = store == "--vdir"
        let location = isFolder ? data + "/cal" : data + "/todo.json"
        let option = isFolder ? ["--vdir", location] : []
        let environment = todo.environment(["TODO_FILE": data + "/todo.json"])
        let count = 60

        // All started before any is waited for.
        let writers = try (1...count).map {
            try BackgroundTodo(["--today", Self.today] + option + ["add", "--json", "writer \($0)"], environment: environment)
        }
        var reported: [Int: String] = [:]
        for (index, writer) in writers.enumerated() {
            let name = "writer \(index + 1)"
            let outcome = writer.wait()
            let id = Self.id(in: outcome.stdout)
            // Every new item has a random UUID, which `--json` shows (and the folder store
            // names its file after).
            let uid = outcome.stdout.split(separator: "\"").dropLast(1).last.map(String.init)
            #expect(uid.map { UUID(uuidString: $0) != nil } ?? true, "\(name): \(outcome.stdout)")
            let uidMember = uid.map { ", \"uid\": \"\($0)\"" } ?? ""
            #expect(outcome == .init(ending: .exited(0),
                                     stdout: "{\"id\": \(id ?? 0), \"name\": \"\(name)\", \"due\": \"\(Self.today)\", \"tags\": []\(uidMember)}\n",
                                     stderr: ""), "\(name)")
            if let id {
                #expect(reported[id] == nil, "id \(id) reported twice")
                reported[id] = name
            }
        }
        #expect(reported.keys.sorted() == Array(1...count))
        let listed = try todo.run(option + ["list", "--json"], environment: ["TODO_FILE": data + "/todo.json"])
        #expect(listed.status == 0)
        #expect(listed.stderr == "")
        #expect(Self.listedNames(listed.stdout) == reported)
        if isFolder {
            let names = FolderNames.of(location)
            // The listing made the cache, and left no temporary file of it.
            #expect(names.filter { !$0.hasSuffix(".ics") } == [".todo-undo", ".todo.lock", "todo-cache", "todo-ids"])
            #expect(names.filter { $0.hasSuffix(".ics") }.count == count)
            let index = try #require(FileManager.default.contents(atPath: location + "/todo-ids"))
            #expect(String(decoding: index, as: UTF8.self).hasPrefix("next \(count + 1)\n"))
        } else {
            let bytes = try #require(FileManager.default.contents(atPath: location))
            let list = try TodoFileCodec.decode(Array(bytes), path: "todo.json")
            #expect(list.items.count == count)
            #expect(Dictionary(list.items.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }) == reported)
            #expect(list.nextID == count + 1)
            #expect(FolderNames.of(data) == ["todo.json", "todo.json.lock", "todo.json.undo"])
        }
        print("ConcurrentWritersEndToEndTests: \(count) adds at once on \(store), all kept, ids 1...\(reported.keys.max() ?? 0)")
    }

    @Test func listInALoopWhileWritersRunNeverFails() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let due = try Fixture.due(Self.today)
        let itemCount = 500, changes = 20
        let start = TodoList(items: (1...itemCount).map { TodoItem(id: $0, name: "Chore \($0)", due: due) })
        try Data(TodoFileCodec.encode(start)).write(to: URL(fileURLWithPath: todo.dataPath))

        // Two writers, one after the other on each thread: adds, and done on existing items.
        let failures = Mutex<[String]>([])
        let running = Mutex(2)
        let commands: [[[String]]] = [
            (1...changes).map { ["add", "new \($0)"] },
            (1...changes).map { ["done", String($0)] },
        ]
        for chain in commands {
            Thread {
                for arguments in chain {
                    do {
                        let result = try todo.run(arguments)
                        if result.status != 0 || !result.stderr.isEmpty {
                            failures.withLock { $0.append("\(arguments): \(result)") }
                        }
                    } catch {
                        failures.withLock { $0.append("\(arguments): \(error)") }
                    }
                }
                running.withLock { $0 -= 1 }
            }.start()
        }

        var reads = 0
        // At least a few reads even if the writers are done first (they never are, in practice).
        while running.withLock({ $0 }) > 0 || reads < 5 {
            reads += 1
            let result = try BackgroundTodo(["--today", Self.today, "list", "--json"], environment: todo.environment()).wait()
            #expect(result.ending == .exited(0), "read \(reads): \(result.stderr)")
            #expect(result.stderr == "", "read \(reads)")
            guard let ids = Self.listedIDs(result.stdout) else {
                Issue.record("read \(reads): not a list Foundation reads as JSON: \(result.stdout.prefix(300))")
                continue
            }
            // Between the first and the last state: no item lost, none seen twice.
            #expect(Set(ids).count == ids.count, "read \(reads): an id listed twice")
            #expect((itemCount - changes...itemCount + changes).contains(ids.count), "read \(reads): \(ids.count) items")
            #expect(ids.allSatisfy { (1...itemCount + changes).contains($0) }, "read \(reads)")
        }
        let (failureCount, firstFailure) = failures.withLock { ($0.count, $0.first) }
        #expect(failureCount == 0, "first: \(firstFailure ?? "")")
        print("ConcurrentWritersEndToEndTests: \(reads) lists of \(itemCount) items while \(2 * changes) writers ran")

        let final = try TodoFileCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: todo.dataPath))), path: "")
        #expect(final.items.map(\.id) == Array(1...itemCount + changes))
        #expect(final.items.filter(\.isDone).map(\.id) == Array(1...changes))
        #expect(final.items.suffix(changes).map(\.name) == (1...changes).map { "new \($0)" })
        #expect(Self.listedIDs(try todo.run(["list", "--json"]).stdout) == Array(changes + 1...itemCount + changes))
    }

    /// The contract's 10 seconds cannot be shortened from outside, so this waits them out: it
    /// sleeps without holding a thread, alongside the other tests.
    @Test func aLockHeldElsewhereIsWaitedForTenSecondsThenExits74() async throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write("{\"version\": 1, \"items\": []}\n")
        let before = todo.fileText()
        // Another holder: an open file description of our own, not passed on to children.
        let holder = open(todo.dataPath + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(holder >= 0)
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let writer = try BackgroundTodo(["--today", Self.today, "add", "Blocked"], environment: todo.environment())
        // Far more than 10 s, for a loaded machine; the limit only keeps a hang from lasting.
        var polls = 0
        while !writer.hasEnded(), polls < 600 {
            try await Task.sleep(for: .milliseconds(100))
            polls += 1
        }
        writer.kill()
        close(holder)
        #expect(writer.wait() == .init(ending: .exited(74), stdout: "",
                                       stderr: "todo: \(todo.dataPath) is locked by another todo; gave up after 10 seconds\n"))
        #expect(todo.fileText() == before)
        #expect(try todo.run(["add", "Free"]).status == 0)
    }

    /// The id in `todo add --json` output.
    private static func id(in stdout: String) -> Int? {
        let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
        return object?["id"] as? Int
    }

    /// The names by id in `todo list --json` output; nil unless Foundation reads it as a list.
    private static func listedNames(_ stdout: String) -> [Int: String]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
              let sections = object["sections"] as? [[String: Any]] else { return nil }
        var names: [Int: String] = [:]
        for section in sections {
            guard let items = section["items"] as? [[String: Any]] else { return nil }
            for item in items {
                guard let id = item["id"] as? Int, let name = item["name"] as? String, names[id] == nil else { return nil }
                names[id] = name
            }
        }
        return names
    }

    /// The ids in `todo list --json` output, in order; nil unless Foundation reads it as such a list.
    private static func listedIDs(_ stdout: String) -> [Int]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
              let sections = object["sections"] as? [[String: Any]] else { return nil }
        var ids: [Int] = []
        for section in sections {
            guard let items = section["items"] as? [[String: Any]] else { return nil }
            for item in items {
                guard let id = item["id"] as? Int else { return nil }
                ids.append(id)
            }
        }
        return ids
    }
}
