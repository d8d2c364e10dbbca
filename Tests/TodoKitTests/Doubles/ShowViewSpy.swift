@testable import TodoKit

/// Stands in for the Show view: keeps what it was asked to show.
final class ShowViewSpy: ShowViewInterface {
    private(set) var shown: [ShowDisplayData] = []

    func showItems(_ data: ShowDisplayData) {
        shown.append(data)
    }
}
