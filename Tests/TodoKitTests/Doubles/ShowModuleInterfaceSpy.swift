@testable import TodoKit

/// Stands in for the Show presenter: records the ids the view hands it.
final class ShowModuleInterfaceSpy: ShowModuleInterface {
    private(set) var actions: [[String]] = []

    func showAction(ids: [String]) throws {
        actions.append(ids)
    }
}
