extension StoreFactory {
    /// Where a store on disk keeps its undo journal; nil in memory.
    var undoJournalPath: String? {
        switch place {
        case .memory: nil
        case .dataFile(let folder): folder.at("todo.json.undo")
        case .vdir(let folder): folder.path + "/.todo-undo"
        }
    }
}
