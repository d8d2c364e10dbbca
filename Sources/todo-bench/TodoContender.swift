import TodoCore
import TodoFile

/// `todo` itself, or a baseline build of it: the data file written by TodoFile's own encoder.
struct TodoContender: Contender {
    let executable: String
    let environment: [String: String]
    let name: String
    /// What the labels start with: `todo`, or the baseline's file name (`todo-0.1`).
    private let shownName: String
    /// Whether the items keep their dates and rules as they are: false only for a baseline
    /// whose help has no `--every` (0.1).
    private let keepsEveryDate: Bool
    /// Whether the items keep their uid, priority and note: true for this todo and for a
    /// baseline whose help has `--note`, which is then measured on the very same file (issue
    /// 30 compares with the previous main). An older baseline gets the items without them:
    /// issue 22 compares this todo on the list with those keys to 0.1 on the same items without.
    private let keepsEveryKey: Bool

    /// The name the results know the baseline by (`--baseline`); it is no peer.
    static let baselineName = "baseline"

    /// What a baseline older than Someday items and repeat rules (0.1 needs a `due`) gets for
    /// an item with no date: a date so late that its list leaves it out, as the Someday section
    /// is left out; and no `every`, which it would keep as a key of its own.
    private static let farFuture = DueDate(date: LocalDate(year: 9999, month: 12, day: 31) ?? .epoch)

    /// The `todo` under test.
    init(executable: String, environment: [String: String]) {
        self.executable = executable
        self.environment = environment
        name = "todo"
        shownName = "todo"
        keepsEveryDate = true
        keepsEveryKey = true
    }

    /// Another `todo` to compare with, labelled by its file name (`todo-0.1 list`).
    init(baseline executable: String, environment: [String: String]) {
        self.executable = executable
        self.environment = environment
        let fileName = executable.split(separator: "/").last.map(String.init) ?? executable
        name = TodoContender.baselineName
        shownName = fileName
        let help = try? ProcessRunner.output(of: Command(executable: executable, arguments: ["--help"], environment: environment))
        keepsEveryDate = help?.status == 0 && help?.text.contains("--every") == true
        keepsEveryKey = keepsEveryDate && help?.text.contains("--note") == true
    }

    func label(_ operation: Operation) -> String {
        switch operation {
        case .list, .add: "\(shownName) \(operation.rawValue)"
        case .done, .edit, .rm: "\(shownName) \(operation.rawValue) N"
        }
    }

    func prepare(_ items: [SampleItem], changedItem: Int, in folder: String) throws -> PreparedContender {
        let todoItems = items.enumerated().map { index, item in
            if keepsEveryKey {
                TodoItem(id: index + 1, name: item.name, due: item.due, every: item.every, done: item.done,
                         uid: item.uid, priority: item.priority, note: item.note)
            } else if keepsEveryDate {
                TodoItem(id: index + 1, name: item.name, due: item.due, every: item.every, done: item.done)
            } else {
                TodoItem(id: index + 1, name: item.name, due: item.due ?? TodoContender.farFuture, done: item.done)
            }
        }
        let path = folder + "/todo.json"
        try FileBytes.write(TodoFileCodec.encode(TodoList(items: todoItems)), to: path, sync: true)
        var environment = self.environment
        environment["TODO_FILE"] = path
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
            snapshot: try DataSnapshot(folder: folder),
            errorPath: folder + ".stderr")
    }
}
