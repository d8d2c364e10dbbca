/// todoman (`todo` of pimutils, packaged as `todoman`) on the very folder `todo --vdir` gets:
/// the same `.ics` files, in a list folder of their own, with todoman's own cache (an SQLite
/// file outside the folder, made by the warm-up run, as on a machine that uses it daily).
/// Its ids are its cache's, not `todo`'s, so only `list` and `add` are timed.
struct TodomanContender: Contender {
    let executable: String
    let environment: [String: String]
    let name = TodomanContender.peerName

    static let peerName = "todoman"

    func label(_ operation: Operation) -> String {
        switch operation {
        case .list: "todoman list"
        case .add: "todoman new"
        case .done: "todoman done N"
        case .edit: "todoman edit N"
        case .rm: "todoman delete N"
        }
    }

    func prepare(_ items: [SampleItem], changedItem: Int, in folder: String) throws -> PreparedContender {
        let vdir = folder + "/lists/calendar"
        try FileBytes.makeFolder(folder + "/lists")
        try VdirContender.writeFolder(items, at: vdir)
        let config = folder + "/todoman.py"
        try FileBytes.write("""
            path = "\(folder)/lists/*"
            date_format = "%Y-%m-%d"
            time_format = "%H:%M"
            default_list = "calendar"
            cache_path = "\(folder)/todoman-cache.sqlite3"

            """, to: config)
        // Python's locale module refuses a locale that is not installed (en_US.UTF-8 often is
        // not); C.UTF-8 always is, and todoman's list does not depend on the language.
        var environment = self.environment
        environment["LANG"] = "C.UTF-8"
        let command = { (arguments: [String]) in
            Command(executable: executable, arguments: ["--config", config] + arguments, environment: environment)
        }
        return PreparedContender(
            commands: [
                .list: command(["list"]),
                .add: command(["new", "--list", "calendar", "Buy milk"]),
            ],
            snapshot: try DataSnapshot(folder: vdir, removesNewFiles: true),
            errorPath: folder + ".stderr")
    }
}
