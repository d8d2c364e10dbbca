@testable import TodoCore
@testable import TodoKit

extension UpcomingDisplayItem {
    /// An item as `--json` shows it: the due date and repeat rule as their text, as the
    /// tests write them (text that does not parse is no date or rule).
    init(id: Int, name: String, dueLabel: String, due: String?, every: String? = nil, done: String? = nil,
         uid: String? = nil) {
        self.init(id: id, name: name, dueLabel: dueLabel, due: due.flatMap { DueDate(iso: $0) },
                  every: every.flatMap { RepeatRuleParser.rule(in: $0) }, done: done, uid: uid)
    }
}
