@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records the List presenter's requests for navigation, and who was to hear how they ended.
final class ListWireframeSpy: ListWireframeInterface {
    private(set) var presentAddInterfaceCount = 0
    private(set) var changeActions: [ChangeScreenAction] = []
    private(set) var delegates: [AnyObject] = []

    func presentAddInterface(delegate: any AddModuleDelegate) throws {
        presentAddInterfaceCount += 1
        delegates.append(delegate)
    }

    private(set) var undoCount = 0

    func presentUndoInterface(delegate: any UndoModuleDelegate) throws {
        undoCount += 1
        delegates.append(delegate)
    }

    private(set) var shownIDs: [Int] = []

    func presentShowInterface(id: Int) throws {
        shownIDs.append(id)
    }

    func presentChangeInterface(_ action: ChangeScreenAction, delegate: any ChangeModuleDelegate) throws {
        changeActions.append(action)
        delegates.append(delegate)
    }
}
