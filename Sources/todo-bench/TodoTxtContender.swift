import TodoCore

/// todo.txt (`todo.sh`, packaged as `todo-txt` on Debian): a private config naming TODO_DIR,
/// one line per item with a `due:` tag, as the todo.txt due add-ons read it.
struct TodoTxtContender: Contender {
    let executable: String
    let environment: [String: String]
    let today: LocalDate
    let name = "todo.txt"
    let listLabel = "todo.sh ls"
    let addLabel = "todo.sh add"

    func prepare(_ items: [SampleItem], in folder: String) throws -> PreparedContender {
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
        return PreparedContender(
            list: Command(executable: executable, arguments: ["-d", configPath, "ls"], environment: environment),
            add: Command(executable: executable, arguments: ["-d", configPath, "add", "Buy milk due:\(today.iso)"],
                         environment: environment),
            snapshot: try DataSnapshot(folder: folder, except: ["config"]),
            errorPath: folder + ".stderr")
    }
}
