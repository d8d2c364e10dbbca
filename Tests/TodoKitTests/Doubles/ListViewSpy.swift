@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records what the List view was asked to show.
final class ListViewSpy: ListViewInterface {
    enum Call: Equatable {
        case upcoming(UpcomingDisplayData)
        case noContent(UpcomingDisplayData)
    }

    private(set) var calls: [Call] = []

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        calls.append(.upcoming(data))
    }

    func showNoContentMessage(_ data: UpcomingDisplayData) {
        calls.append(.noContent(data))
    }
}
