@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the Change view: keeps what it was asked to show.
final class ChangeViewSpy: ChangeViewInterface {
    private(set) var shown: [ChangeDisplayData] = []

    func showChangedItems(_ data: ChangeDisplayData) {
        shown.append(data)
    }
}
