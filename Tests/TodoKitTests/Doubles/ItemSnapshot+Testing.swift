@testable import TodoCore
@testable import TodoKit

extension ItemSnapshot {
    /// The snapshot of the item with these fields, as an interactor would make it.
    init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil, done: String? = nil, uid: String? = nil) {
        self.init(TodoItem(id: id, name: name, due: due, every: every, done: done, uid: uid))
    }
}
