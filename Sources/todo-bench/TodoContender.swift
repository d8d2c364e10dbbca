import TodoCore
import TodoFile

/// `todo` itself: the data file written by TodoKit's own encoder.
struct TodoContender: Contender {
    let executable: String
    let environment: [String: String]
    let name = "todo"
    let listLabel = "todo list"
    let addLabel = "todo add"

    func prepare(_ items: [SampleItem], in folder: String) throws -> PreparedContender {
        let todoItems = items.enumerated().map { index, item in TodoItem(id: index + 1, name: item.name, due: item.due) }
        let path = folder + "/todo.json"
        try FileBytes.write(TodoFileCodec.encode(TodoList(items: todoItems)), to: path, sync: true)
        var environment = self.environment
        environment["TODO_FILE"] = path
        return PreparedContender(
            list: Command(executable: executable, arguments: ["list"], environment: environment),
            add: Command(executable: executable, arguments: ["add", "Buy", "milk"], environment: environment),
            snapshot: try DataSnapshot(folder: folder),
            errorPath: folder + ".stderr")
    }
}
