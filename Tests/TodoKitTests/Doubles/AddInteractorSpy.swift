@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the Add interactor: records each save and answers with a canned item (the
/// id given, the name and due as received) or a canned error.
final class AddInteractorSpy: AddInteractorInput {
    struct Save: Equatable {
        let name: String
        let due: DueDate?
        var every: RepeatRule? = nil
    }

    private(set) var saves: [Save] = []
    /// The start each save was given (`start:` words, `--start`), as the edit sets it; nil: none.
    private(set) var starts: [String?] = []
    var nextID: Int
    var error: TodoError?
    private let log: EventLog?

    init(nextID: Int = 7, error: TodoError? = nil, log: EventLog? = nil) {
        self.nextID = nextID
        self.error = error
        self.log = log
    }

    func saveNewEntry(_ edit: ItemEdit) throws -> ItemSnapshot {
        var item = TodoItem(id: nextID, name: edit.name ?? "", due: nil)
        edit.due.apply(to: &item.due)
        edit.every.apply(to: &item.every)
        let (name, due, every) = (item.name, item.due, item.every)
        saves.append(Save(name: name, due: due, every: every))
        if case .set(let start) = edit.texts[.start] { starts.append(start) } else { starts.append(nil) }
        log?.record("interactor.saveNewEntry")
        if let error { throw error }
        return ItemSnapshot(id: nextID, name: name, due: due, every: every)
    }
}
