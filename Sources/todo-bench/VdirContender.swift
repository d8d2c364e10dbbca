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
    let listLabel = "todo --vdir list"
    let addLabel = "todo --vdir add"

    func prepare(_ items: [SampleItem], in folder: String) throws -> PreparedContender {
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
        return PreparedContender(
            list: Command(executable: executable, arguments: ["list"], environment: environment),
            add: Command(executable: executable, arguments: ["add", "Buy", "milk"], environment: environment),
            snapshot: try DataSnapshot(folder: vdir, removesNewFiles: true),
            errorPath: folder + ".stderr")
    }
}
