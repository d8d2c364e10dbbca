@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records what the List interactor hands its output.
final class ListInteractorOutputSpy: ListInteractorOutput {
    private(set) var received: [UpcomingItems] = []

    func foundUpcomingItems(_ upcoming: UpcomingItems) {
        received.append(upcoming)
    }
}
