@testable import TodoKit

/// Stands in for the Undo view: keeps what it was asked to show.
final class UndoViewSpy: UndoViewInterface {
    private(set) var shown: [UndoDisplayData] = []

    func showUndone(_ data: UndoDisplayData) {
        shown.append(data)
    }
}

/// Counts the Undo presenter's requests to dismiss its view.
final class UndoWireframeSpy: UndoWireframeInterface {
    private(set) var dismissCount = 0

    func dismissUndoInterface() {
        dismissCount += 1
    }
}

/// Counts the undos a delegate hears of.
final class UndoModuleDelegateSpy: UndoModuleDelegate {
    private(set) var undoCount = 0

    func undoModuleDidUndo() throws {
        undoCount += 1
    }
}

/// Counts the undo actions a view sends.
final class UndoModuleInterfaceSpy: UndoModuleInterface {
    private(set) var undoCount = 0

    func undoAction() throws {
        undoCount += 1
    }
}
