import TodoCalendar
import TodoCore

/// `todo --vdir`: the same items as the data file, one `.ics` file each, written by
/// TodoCalendar's own codec, with the id index already made (as after a first `todo list`).
struct VdirContender: Contender {
    let executable: String
    let environment: [String: String]
    /// Not a peer: `todo` itself on its other store.
    static let storeName = "todo-vdir"
    let name = VdirContender.storeName

    func label(_ operation: Operation) -> String {
        switch operation {
        case .list, .add: "todo --vdir \(operation.rawValue)"
        case .done, .edit, .rm: "todo --vdir \(operation.rawValue) N"
        }
    }

    func prepare(_ items: [SampleItem], changedItem: Int, in folder: String) throws -> PreparedContender {
        let vdir = folder + "/calendar"
        try FileBytes.makeFolder(vdir)
        var index = "next " + String(items.count + 1) + "\n"
        for (offset, item) in items.enumerated() {
            let uid = "bench-" + String(offset + 1)
            let todo = TodoItem(id: offset + 1, name: item.name, due: item.due, every: item.every)
            try FileBytes.write(TodoCalendarCodec.newTodo(todo, uid: uid, now: 1_795_000_000).bytes, to: vdir + "/" + uid + ".ics")
            index += String(offset + 1) + " " + uid + "\n"
        }
        try FileBytes.write(Array(index.utf8), to: vdir + "/todo-ids", sync: true)
        FileBytes.syncFolder(vdir)
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
            snapshot: try DataSnapshot(folder: vdir, removesNewFiles: true),
            errorPath: folder + ".stderr")
    }
}
