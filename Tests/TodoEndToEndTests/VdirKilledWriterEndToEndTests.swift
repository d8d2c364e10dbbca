import Foundation
import Testing
import TodoTestSupport

/// `todo --vdir DIR add` killed with SIGKILL at seeded random moments: every file in the folder
/// is still a whole VTODO (nothing is skipped as unreadable), no item is lost, at most the one
/// `.tmp` file of the killed write is left, and the next change removes it.
@Suite struct VdirKilledWriterEndToEndTests {
    private static let itemCount = 300
    private static let kills = 20

    @Test func aKilledWriterLosesNothingAndItsTemporaryFileIsRemovedByTheNextChange() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = todo.folder.path + "/cal"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for index in 1...Self.itemCount {
            let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VTODO\r\nUID:item-\(index)\r\n"
                + "SUMMARY:Chore \(index)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/item-\(index).ics"))
        }
        var names = Set(try listedNames(todo, folder))
        #expect(names.count == Self.itemCount)
        var lifetime = try addToTheEnd("first", to: &names, todo: todo, folder: folder)

        var random = SeededRandom(seed: 0x7D1_4B11)
        for kill in 0..<Self.kills {
            let name = "killed \(kill)"
            let writer = try BackgroundTodo(["--vdir", folder, "add", "--due", "none", name],
                                            environment: todo.environment(), capturingOutput: false)
            usleep(UInt32(random.fraction() * lifetime * 1.1 * 1_000_000))
            writer.kill()
            let ending = writer.wait().ending
            #expect(ending == .exited(0) || ending == .killed(signal: SIGKILL), "kill \(kill)")
            let leftovers = FolderNames.of(folder).filter { $0.hasSuffix(".tmp") }
            #expect(leftovers.count <= 1, "kill \(kill): \(leftovers)")

            let listed = Set(try listedNames(todo, folder))
            #expect(listed.isSuperset(of: names), "kill \(kill): \(names.subtracting(listed)) lost")
            #expect(listed.subtracting(names).isSubset(of: [name]), "kill \(kill): \(listed.subtracting(names))")
            if ending == .exited(0) { #expect(listed.contains(name), "kill \(kill): the add finished, its item is not there") }
            names = listed
            lifetime = try addToTheEnd("after kill \(kill)", to: &names, todo: todo, folder: folder)
        }
        #expect(names.count >= Self.itemCount + 1 + Self.kills)
    }

    /// The names `todo --vdir list --all` shows; no file may be skipped as broken.
    private func listedNames(_ todo: TodoBinary, _ folder: String) throws -> [String] {
        let result = try todo.run(["--vdir", folder, "list", "--all", "--json"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let sections = object?["sections"] as? [[String: Any]] ?? []
        return sections.flatMap { ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
    }

    /// Runs an add to its end: it works, and the folder keeps no temporary file. How long it took.
    private func addToTheEnd(_ name: String, to names: inout Set<String>, todo: TodoBinary, folder: String) throws -> Double {
        let started = Date()
        let result = try todo.run(["--vdir", folder, "add", "--due", "none", name])
        let lifetime = Date().timeIntervalSince(started)
        #expect(result.status == 0 && result.stderr == "", "\(name): \(result)")
        #expect(FolderNames.of(folder).filter { $0.hasSuffix(".tmp") } == [], "\(name)")
        names.insert(name)
        return lifetime
    }
}
