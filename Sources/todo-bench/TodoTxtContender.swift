import TodoCore

/// todo.txt (`todo.sh`, packaged as `todo-txt` on Debian): a private config naming TODO_DIR,
/// one line per item with a `due:` tag, as the todo.txt due add-ons read it.
struct TodoTxtContender: Contender {
    let executable: String
    let environment: [String: String]
    let today: LocalDate
    let name = "todo.txt"

    func label(_ operation: Operation) -> String {
        switch operation {
        case .list: "todo.sh ls"
        case .add: "todo.sh add"
        case .done: "todo.sh do N"
        case .edit: "todo.sh replace N"
        case .rm: "todo.sh del N"
        }
    }

    func prepare(_ items: [SampleItem], changedItem: Int, in folder: String) throws -> PreparedContender {
        let configPath = folder + "/config"
        try FileBytes.write("""
            export TODO_DIR=\(folder)
            export TODO_FILE="$TODO_DIR/todo.txt"
            export DONE_FILE="$TODO_DIR/done.txt"
            export REPORT_FILE="$TODO_DIR/report.txt"

            """, to: configPath)
        var text = ""
        text.reserveCapacity(items.count * 48)
        for item in items {
            text += item.name
            if let due = item.due {
                if let time = due.time { text += " at " + time.iso }
                text += " due:" + due.date.iso
            }
            text += "\n"
        }
        try FileBytes.write(text, to: folder + "/todo.txt")
        try FileBytes.write("", to: folder + "/done.txt")
        try FileBytes.write("", to: folder + "/report.txt")
        let command = { (arguments: [String]) in
            Command(executable: executable, arguments: ["-d", configPath] + arguments, environment: environment)
        }
        // The item is its line number; -f: no question on del.
        let line = String(changedItem)
        return PreparedContender(
            commands: [
                .list: command(["ls"]),
                .add: command(["add", "Buy milk due:\(today.iso)"]),
                .done: command(["do", line]),
                .edit: command(["replace", line, "Buy oat milk due:\(today.iso)"]),
                .rm: command(["-f", "del", line]),
            ],
            snapshot: try DataSnapshot(folder: folder, except: ["config"]),
            errorPath: folder + ".stderr")
    }
}
