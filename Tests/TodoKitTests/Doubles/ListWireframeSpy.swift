@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records the List presenter's requests for navigation, and who was to hear how they ended.
final class ListWireframeSpy: ListWireframeInterface {
    private(set) var presentAddInterfaceCount = 0
    private(set) var addPresets: [ItemDraft] = []
    private(set) var changeActions: [ChangeScreenAction] = []
    private(set) var delegates: [AnyObject] = []

    func presentAddInterface(delegate: any AddModuleDelegate, preset: ItemDraft) throws {
        presentAddInterfaceCount += 1
        addPresets.append(preset)
        delegates.append(delegate)
    }

    /// The command lines run as on the shell (`:add NAME`, `s`), in order.
    private(set) var commands: [ParsedCommandLine] = []
    /// What a command run prints, as the router would have it print.
    var commandOutput: (ParsedCommandLine) -> Void = { _ in }
    /// The error the next command run throws, once.
    var commandError: TodoError?

    func presentCommand(_ commandLine: ParsedCommandLine) throws {
        commands.append(commandLine)
        if let error = commandError {
            commandError = nil
            throw error
        }
        commandOutput(commandLine)
    }

    private(set) var undoCount = 0

    func presentUndoInterface(delegate: any UndoModuleDelegate) throws {
        undoCount += 1
        delegates.append(delegate)
    }

    private(set) var shownIDs: [[String]] = []

    func presentShowInterface(ids: [String]) throws {
        shownIDs.append(ids)
    }

    func presentChangeInterface(_ action: ChangeScreenAction, delegate: any ChangeModuleDelegate) throws {
        changeActions.append(action)
        delegates.append(delegate)
    }
}
