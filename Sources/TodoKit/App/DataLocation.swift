import TodoCore
/// Which store holds the items: the JSON data file, or a folder of iCalendar files (vdir).
enum DataLocation: Equatable, Sendable {
    case file(FilePath)
    case folder(FilePath)

    /// `--file` or `--vdir` (both: 64); without either, `TODO_VDIR` or the data file as
    /// `DataFileLocator` finds it. An option beats the other store's variable; both variables
    /// set, with no option to choose, is 64 too, rather than a guess.
    static func resolve(file: FilePath?, vdir: FilePath?, environment: PathEnvironment) throws -> DataLocation {
        if file != nil, vdir != nil { throw TodoError.usage("give --file or --vdir, not both") }
        if let vdir {
            guard !vdir.isEmpty else { throw TodoError.usage("--vdir needs a folder, not an empty string") }
            return .folder(vdir)
        }
        if file == nil, let folder = environment["TODO_VDIR"], !folder.isEmpty {
            if let other = environment["TODO_FILE"], !other.isEmpty {
                throw TodoError.usage("TODO_FILE and TODO_VDIR are both set: choose one with --file or --vdir")
            }
            return .folder(folder)
        }
        return .file(try DataFileLocator.path(option: file, environment: environment))
    }
}
