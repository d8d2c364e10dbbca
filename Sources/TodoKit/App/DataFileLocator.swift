import TodoCore
/// Where the data lives: `--file` > `TODO_FILE` > `$XDG_DATA_HOME/todo/todo.json` >
/// `$HOME/.local/share/todo/todo.json`. Empty variables count as unset, and a relative
/// `XDG_DATA_HOME` is ignored, as the XDG base-directory rules say. Paths stay bytes: a
/// folder name that is not UTF-8 is used as it is.
enum DataFileLocator {
    static func path(option: FilePath?, environment: PathEnvironment) throws -> FilePath {
        if let option {
            guard !option.isEmpty else { throw TodoError.usage("--file needs a path, not an empty string") }
            return option
        }
        if let file = environment["TODO_FILE"], !file.isEmpty { return file }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.bytes.first == UInt8(ascii: "/") {
            return dataHome + "/todo/todo.json"
        }
        if var home = environment["HOME"], !home.isEmpty {
            if home.bytes.last == UInt8(ascii: "/") { home.bytes.removeLast() }
            return home + "/.local/share/todo/todo.json"
        }
        throw TodoError.usage("cannot tell where the data file is (no HOME): name it with --file PATH or TODO_FILE")
    }
}
