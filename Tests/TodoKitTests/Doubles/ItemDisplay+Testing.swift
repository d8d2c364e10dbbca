@testable import TodoCore
@testable import TodoKit

extension ItemDisplay {
    /// The display of an item with these fields as stored (`due` as `YYYY-MM-DD[THH:MM]`,
    /// `every` as a rule's text), and the label a presenter gave it.
    init(id: Int, name: String, due: String?, every: String? = nil, done: String? = nil, dueLabel: String? = nil,
         uid: String? = nil) {
        let item = ItemSnapshot(id: id, name: name, due: due.flatMap(DueDate.init(iso:)),
                                every: every.flatMap(RepeatRuleParser.rule(in:)), done: done, uid: uid)
        self.init(item, dueLabel: dueLabel)
    }
}

extension ItemDisplay {
    /// The same, in the order the Add module's tests give them.
    init(id: Int, name: String, dueLabel: String?, due: String?, every: String? = nil) {
        self.init(id: id, name: name, due: due, every: every, dueLabel: dueLabel)
    }
}
