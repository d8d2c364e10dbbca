import TodoCore
/// Where the data lives: `--file` > `TODO_FILE` > `$XDG_DATA_HOME/todo/todo.json` >
/// `$HOME/.local/share/todo/todo.json`. Empty variables count as unset, and a relative
/// `XDG_DATA_HOME` is ignored, as the XDG base-directory rules say.
enum DataFileLocator {
    static func path(option: String?, environment: [String: String]) throws -> String {
        if let option {
            guard !option.isEmpty else { throw TodoError.usage("--file needs a path, not an empty string") }
            return option
        }
        if let file = environment["TODO_FILE"], !file.isEmpty { return file }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/todo/todo.json"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/share/todo/todo.json"
        }
        throw TodoError.usage("cannot tell where the data file is (no HOME): name it with --file PATH or TODO_FILE")
    }
}
