import TodoCore
import TodoTerminal
/// The Merge module's command-line view: its input is the two files of `todo merge`; its
/// output one `todo:` line on stderr (standard output is vdirsyncer's to show or not).
final class MergeView: MergeViewInterface {
    private let eventHandler: any MergeModuleInterface
    private let terminal: any Terminal

    init(eventHandler: any MergeModuleInterface, terminal: any Terminal) {
        self.eventHandler = eventHandler
        self.terminal = terminal
    }

    func submit(files: [String]) throws {
        try eventHandler.mergeAction(files: files)
    }

    func showMerged(_ data: MergeDisplayData) {
        terminal.writeProblem(data.message)
    }
}
