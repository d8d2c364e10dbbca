import TodoCore
import TodoTerminal
/// Builds the Merge module — interactor, presenter, view — and presents it from the command
/// line (`todo merge A B`). It needs no store: only the two files, a clock and a terminal.
final class MergeWireframe: MergeWireframeInterface {
    private let files: any MergeFiles
    private let clock: any Clock
    private let terminal: any Terminal

    init(files: any MergeFiles, clock: any Clock, terminal: any Terminal) {
        self.files = files
        self.clock = clock
        self.terminal = terminal
    }

    func presentMergeCommand(files paths: [String]) throws {
        let interactor = MergeInteractor(files: files, clock: clock)
        let presenter = MergePresenter(interactor: interactor, wireframe: self)
        let view = MergeView(eventHandler: presenter, terminal: terminal)
        presenter.view = view
        try view.submit(files: paths)
    }

    /// Nothing is left to take down: a view lasts as long as the call that presents it.
    func dismissMergeInterface() {}
}
