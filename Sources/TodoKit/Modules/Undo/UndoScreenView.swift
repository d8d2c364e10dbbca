import TodoCore
/// The Undo module on the List screen (`u`): what was undone is left to the List screen's
/// `messages`, which shows it under the list drawn again.
final class UndoScreenView: UndoViewInterface {
    private let eventHandler: any UndoModuleInterface
    private let messages: ScreenMessages

    init(eventHandler: any UndoModuleInterface, messages: ScreenMessages) {
        self.eventHandler = eventHandler
        self.messages = messages
    }

    func submit() throws {
        try eventHandler.undoAction()
    }

    func showUndone(_ data: UndoDisplayData) {
        messages.post(UndoView.text(data))
    }
}
