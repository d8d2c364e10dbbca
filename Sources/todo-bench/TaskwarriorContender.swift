import TodoCore
import TodoTestSupport

/// Taskwarrior (`task`): a private TASKRC and TASKDATA, the items brought in with `task import`.
struct TaskwarriorContender: Contender {
    let executable: String
    let environment: [String: String]
    let name = "Taskwarrior"

    func label(_ operation: Operation) -> String {
        switch operation {
        case .list: "task list"
        case .add: "task add"
        case .done: "task N done"
        case .edit: "task N modify"
        case .rm: "task N delete"
        }
    }

    func prepare(_ items: [SampleItem], changedItem: Int, in folder: String) throws -> PreparedContender {
        let rcPath = folder + "/taskrc"
        // news.version: no "Recently upgraded" notice on every command.
        try FileBytes.write("data.location=\(folder)\nconfirmation=off\nnews.version=2.6.0\n", to: rcPath)
        var environment = self.environment
        environment["TASKRC"] = rcPath
        environment["TASKDATA"] = folder
        let importPath = folder + "/import.json"
        try FileBytes.write(importJSON(items), to: importPath)
        let errorPath = folder + ".stderr"
        _ = try ProcessRunner.measure(
            Command(executable: executable, arguments: ["rc.confirmation=off", "import", importPath], environment: environment),
            errorPath: errorPath)
        let command = { (arguments: [String]) in Command(executable: executable, arguments: arguments, environment: environment) }
        // The imported tasks are numbered in import order; confirmation=off (in the rc) and
        // on the command line: no question on delete.
        let id = String(changedItem)
        return PreparedContender(
            commands: [
                .list: command(["list"]),
                .add: command(["add", "Buy milk", "due:today"]),
                .done: command(["rc.confirmation=off", id, "done"]),
                .edit: command(["rc.confirmation=off", id, "modify", "Buy oat milk"]),
                .rm: command(["rc.confirmation=off", id, "delete"]),
            ],
            snapshot: try DataSnapshot(folder: folder, except: ["taskrc", "import.json"]),
            errorPath: errorPath)
    }

    /// One JSON object per line, as `task export` writes them; due times in UTC, as Taskwarrior keeps them.
    private func importJSON(_ items: [SampleItem]) -> String {
        let entry = TaskwarriorContender.utcStamp(secondsSinceEpoch: time(nil) - 30 * 86_400)
        var lines: [String] = []
        lines.reserveCapacity(items.count)
        for item in items {
            var escaped: [UInt8] = []
            JSONWriter.writeString(item.name, into: &escaped)
            let due = item.due.map {
                ", \"due\": \"" + TaskwarriorContender.utcStamp(secondsSinceEpoch: TaskwarriorContender.localSeconds($0)) + "\""
            } ?? ""
            lines.append("{\"description\": \(String(decoding: escaped, as: UTF8.self)), \"status\": \"pending\", "
                + "\"entry\": \"\(entry)\"\(due), \"uuid\": \"\(item.uid)\"}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The due date (at midnight without a time) in the local time zone, as seconds since the epoch.
    private static func localSeconds(_ due: DueDate) -> Int {
        var parts = tm()
        parts.tm_year = Int32(due.date.year - 1900)
        parts.tm_mon = Int32(due.date.month - 1)
        parts.tm_mday = Int32(due.date.day)
        parts.tm_hour = Int32(due.time?.hour ?? 0)
        parts.tm_min = Int32(due.time?.minute ?? 0)
        parts.tm_isdst = -1
        return mktime(&parts)
    }

    /// `20261121T143000Z`.
    private static func utcStamp(secondsSinceEpoch: Int) -> String {
        var seconds = secondsSinceEpoch
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let two = { (value: Int32) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
