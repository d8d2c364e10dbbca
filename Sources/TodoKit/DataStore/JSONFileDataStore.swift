/// The real data store: the JSON data file (format version 1), changed under a lock and
/// replaced atomically.
public final class JSONFileDataStore: TodoDataStore {
    public let file: DataFile

    public init(path: String, lockTimeout: Double = 10) {
        self.file = DataFile(path: path, lockTimeout: lockTimeout)
    }

    public func fetch() throws -> TodoList {
        guard let bytes = try file.read() else { return TodoList() }
        return try TodoFileCodec.decode(bytes, path: file.path)
    }

    public func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        var result: Result?
        try file.update { bytes in
            var list = try bytes.map { try TodoFileCodec.decode($0, path: file.path) } ?? TodoList()
            result = try change(&list)
            return TodoFileCodec.encode(list)
        }
        guard let result else { throw TodoError(.software, "the change to \(file.path) gave no result") }
        return result
    }
}
