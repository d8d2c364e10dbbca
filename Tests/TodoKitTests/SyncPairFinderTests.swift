import Testing
@testable import TodoCore
@testable import TodoKit

/// Which pair of a vdirsyncer configuration holds the folder store, read as vdirsyncer reads it.
@Suite struct SyncPairFinderTests {
    private static let config = """
        [general]
        status_path = "~/.vdirsyncer/status/"

        # the phone
        [pair todo]
        a = "todo_local"
        b = "todo_phone"
        collections = ["from a", "from b"]
        conflict_resolution = ["command", "todo", "merge"]

        [storage todo_local]
        type = "filesystem"
        path = "~/.calendars/"
        fileext = ".ics"

        [storage todo_phone]
        type = "caldav"
        url = "http://127.0.0.1:5232/"

        [pair work]
        a = "work_dav"
        B: "work_local"
        collections = [["office", "Tasks", "office-tasks"],
          "misc"]

        [storage work_dav]
        type = "caldav"
        url = "https://example.com/"

        [storage work_local]
        type = "filesystem"
        path = "/data/work"
        fileext = ".ics"

        [pair plain]
        a = "plain_local"
        b = "todo_phone"
        collections = null

        [storage plain_local]
        type = "filesystem"
        path = "/data/plain/"
        fileext = ".vcf"
        """

    private func finder(_ text: String = config) -> SyncPairFinder {
        SyncPairFinder(config: VdirsyncerConfig(text: text), configPath: "/home/me/.config/vdirsyncer/config",
                       resolve: { VdirsyncerRunner.expandingTilde($0, home: "/home/me") })
    }

    @Test func readsPairsAndStoragesAsVdirsyncerDoes() {
        let config = VdirsyncerConfig(text: Self.config)
        #expect(config.pairs.map(\.name) == ["todo", "work", "plain"])
        #expect(config.pairs[1] == VdirsyncerConfig.Pair(name: "work", a: "work_dav", b: "work_local",
                                                          collections: [.mapped(name: "office", a: "Tasks", b: "office-tasks"), .named("misc")]))
        #expect(config.pairs[2].collections == nil)
        #expect(config.storages["todo_local"] == VdirsyncerConfig.Storage(name: "todo_local", type: "filesystem",
                                                                           path: "~/.calendars/", fileext: ".ics"))
    }

    @Test func aCollectionOfThePairUnderTheStoragePath() throws {
        #expect(try finder().target(for: "/home/me/.calendars/tasks", pair: nil) == SyncTarget(pair: "todo", collection: "tasks"))
        #expect(try finder().target(for: "/home/me/.calendars/tasks/", pair: "todo") == SyncTarget(pair: "todo", collection: "tasks"))
        // On side b the mapped collection's b name is the folder; vdirsyncer calls it by its own name.
        #expect(try finder().target(for: "/data/work/office-tasks", pair: nil) == SyncTarget(pair: "work", collection: "office"))
        #expect(try finder().target(for: "/data/work/misc", pair: nil) == SyncTarget(pair: "work", collection: "misc"))
    }

    @Test func theStoragePathItselfWithoutCollections() throws {
        let text = Self.config.replacingOccurrences(of: #"fileext = ".vcf""#, with: #"fileext = ".ics""#)
        #expect(try finder(text).target(for: "/data/plain", pair: nil) == SyncTarget(pair: "plain", collection: nil))
    }

    @Test func whatHoldsNoFolderOrTwoOrTheWrongExtensionIs69() throws {
        let path = "/home/me/.config/vdirsyncer/config"
        #expect(throws: TodoError.self) { try finder().target(for: "/data/work/other", pair: nil) }
        do {
            _ = try finder().target(for: "/elsewhere/tasks", pair: nil)
            Issue.record("found a pair")
        } catch let error as TodoError {
            #expect(error.status == .unavailable)
            #expect(error.message.hasPrefix("no pair in \(path) holds /elsewhere/tasks: add a [storage] with type = \"filesystem\""))
        } catch { Issue.record("\(error)") }
        #expect(throws: TodoError(.unavailable, "storage plain_local in \(path) has fileext \".vcf\": set fileext = \".ics\"")) {
            try finder().target(for: "/data/plain", pair: nil)
        }
        #expect(throws: TodoError.self) { try finder().target(for: "/home/me/.calendars/tasks", pair: "work") }
        let twice = Self.config + "\n[pair again]\na = \"todo_local\"\nb = \"todo_phone\"\ncollections = [\"tasks\"]\n"
        #expect(throws: TodoError(.unavailable, "two pairs in \(path) hold /home/me/.calendars/tasks: again and todo; name one: todo sync PAIR")) {
            try finder(twice).target(for: "/home/me/.calendars/tasks", pair: nil)
        }
        #expect(try finder(twice).target(for: "/home/me/.calendars/tasks", pair: "again") == SyncTarget(pair: "again", collection: "tasks"))
    }

    @Test func theConfigurationIsFoundInVdirsyncersOrder() throws {
        var files: [FilePath: [UInt8]] = ["/c/given": [1], "/home/me/.vdirsyncer/config": [2], "/x/vdirsyncer/config": [3],
                                          "/home/me/.config/vdirsyncer/config": [4]]
        func found(_ environment: PathEnvironment) throws -> FilePath {
            try VdirsyncerConfigLocator(environment: environment, read: { files[$0] }).configuration().path
        }
        #expect(try found(["VDIRSYNCER_CONFIG": "/c/given", "HOME": "/home/me"]) == "/c/given")
        #expect(try found(["HOME": "/home/me/", "XDG_CONFIG_HOME": "/x"]) == "/home/me/.vdirsyncer/config")
        files["/home/me/.vdirsyncer/config"] = nil
        #expect(try found(["HOME": "/home/me", "XDG_CONFIG_HOME": "/x"]) == "/x/vdirsyncer/config")
        #expect(try found(["HOME": "/home/me"]) == "/home/me/.config/vdirsyncer/config")
        #expect(throws: TodoError(.unavailable, "no vdirsyncer configuration at /nowhere: write one there (README.md, \"Sync with your phone\", has one), or name it with VDIRSYNCER_CONFIG")) {
            try found(["VDIRSYNCER_CONFIG": "/nowhere", "HOME": "/home/me"])
        }
    }
}
