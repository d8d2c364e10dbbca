@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the Add presenter behind the Add view: records the user's events.
final class AddModuleInterfaceSpy: AddModuleInterface {
    struct Save: Equatable {
        let name: String
        let dueDate: String?
        var every: String? = nil
    }

    private(set) var saves: [Save] = []
    private(set) var cancelCount = 0
    private(set) var startCount = 0

    func startAddAction() throws {
        startCount += 1
    }

    func cancelAddAction() throws {
        cancelCount += 1
    }

    func saveAddAction(_ draft: ItemDraft) throws {
        saves.append(Save(name: draft.name ?? "", dueDate: draft.due, every: draft.every))
    }

    /// Records the words as the name, joined, as if none were an attribute word.
    func saveAddCommand(words: [String], afterEnd: [String], draft: ItemDraft) throws {
        var draft = draft
        draft.name = (words + afterEnd).joined(separator: " ")
        try saveAddAction(draft)
    }
}
