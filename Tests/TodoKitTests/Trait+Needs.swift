import Testing
import TodoTestSupport

extension Trait where Self == ConditionTrait {
    /// Runs the test only where `need` is met, and skips it elsewhere saying why; a tool
    /// missing under CI=true fails it instead (`TestNeed.check`).
    static func needs(_ need: TestNeed) -> Self {
        .enabled(need.problem.map { Comment(rawValue: $0) }) { try need.check() }
    }
}
