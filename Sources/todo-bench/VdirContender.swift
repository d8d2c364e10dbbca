import TodoCalendar
import TodoCore

/// `todo --vdir`, or a baseline build of it: the same items as the data file, one `.ics` file
/// each, written by TodoCalendar's own codec, with the id index already made (as after a
/// first `todo list`).
struct VdirContender: Contender {
    let executable: String
    let environment: [String: String]
    let name: String
    /// What the labels start with: `todo`, or the baseline's file name (`todo-0.2`).
    private let shownName: String

    /// Not a peer: `todo` itself on its other store.
    static let storeName = "todo-vdir"
    /// Not a peer either: the baseline (`--baseline`) on its folder store.
    static let baselineName = "baseline-vdir"

    /// The `todo` under test.
    init(executable: String, environment: [String: String]) {
        self.executable = executable
        self.environment = environment
        name = VdirContender.storeName
        shownName = "todo"
    }

    /// Another `todo` to compare with, labelled by its file name (`todo-0.2 --vdir list`).
    init(baseline executable: String, environment: [String: String]) {
        self.executable = executable
        self.environment = environment
        name = VdirContender.baselineName
        shownName = executable.split(separator: "/").last.map(String.init) ?? executable
    }

    /// Whether `executable` has a folder store: its help names `--vdir`. Asked before a
    /// baseline is given `TODO_VDIR`, since one without it would use its default data file.
    static func isKnown(to executable: String, environment: [String: String]) -> Bool {
        let help = try? ProcessRunner.output(of: Command(executable: executable, arguments: ["--help"], environment: environment))
        return help?.status == 0 && help?.text.contains("--vdir") == true
    }

    func label(_ operation: Operation) -> String {
        switch operation {
        case .list, .add: "\(shownName) --vdir \(operation.rawValue)"
        case .done, .edit, .rm: "\(shownName) --vdir \(operation.rawValue) N"
        }
    }

    /// The folder both `todo --vdir` and todoman are timed on: one file per item, written by
    /// TodoCalendar's codec, and the id index.
    static func writeFolder(_ items: [SampleItem], at vdir: String) throws {
        try FileBytes.makeFolder(vdir)
        var index = "next " + String(items.count + 1) + "\n"
        for (offset, item) in items.enumerated() {
            let uid = "bench-" + String(offset + 1)
            let todo = TodoItem(id: offset + 1, name: item.name, due: item.due, every: item.every, done: item.done)
            try FileBytes.write(TodoCalendarCodec.newTodo(todo, uid: uid, now: 1_795_000_000).bytes, to: vdir + "/" + uid + ".ics")
            index += String(offset + 1) + " " + uid + "\n"
        }
        try FileBytes.write(Array(index.utf8), to: vdir + "/todo-ids", sync: true)
        FileBytes.syncFolder(vdir)
    }

    func prepare(_ items: [SampleItem], changedItem: Int, in folder: String) throws -> PreparedContender {
        let vdir = folder + "/calendar"
        try VdirContender.writeFolder(items, at: vdir)
        var environment = self.environment
        environment["TODO_FILE"] = nil
        environment["TODO_VDIR"] = vdir
        let command = { (arguments: [String]) in Command(executable: executable, arguments: arguments, environment: environment) }
        let id = String(changedItem)
        return PreparedContender(
            commands: [
                .list: command(["list"]),
                .add: command(["add", "Buy", "milk"]),
                .done: command(["done", id]),
                .edit: command(["edit", id, "--name", "Buy oat milk"]),
                .rm: command(["rm", id]),
            ],
            snapshot: try DataSnapshot(folder: vdir, removesNewFiles: true, keeping: ["todo-cache"]),
            errorPath: folder + ".stderr")
    }
}
