@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the List interactor: records each request and, when given a reply, hands
/// it to its output at once, as the real interactor does.
final class ListInteractorSpy: ListInteractorInput {
    private(set) var queries: [ListQuery] = []
    /// Whether each request included Later.
    var requests: [Bool] { queries.map(\.includingLater) }
    weak var output: (any ListInteractorOutput)?
    var reply: UpcomingItems?
    /// Set: the reply when the query includes Later.
    var replyWithLater: UpcomingItems?

    /// What `storeVersion` answers, and how many times it was asked.
    var version: StoreVersion?
    private(set) var versionLooks = 0

    func storeVersion() -> StoreVersion? {
        versionLooks += 1
        return version
    }

    init(reply: UpcomingItems? = nil) {
        self.reply = reply
    }

    func findItems(_ query: ListQuery) throws {
        queries.append(query)
        if let reply = query.includingLater ? replyWithLater ?? reply : reply { try output?.foundUpcomingItems(reply) }
    }
}
