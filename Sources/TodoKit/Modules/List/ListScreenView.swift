import TodoCore
import TodoTerminal
/// The List screen: the page of the list its presenter hands it, what the last action said,
/// then the keys on a line of their own and a short prompt for the next action. Line-based
/// (read a line, act, draw), so it works in any terminal, `TERM=dumb` included.
///
/// It draws and reads; what page to show and what to ask is its presenter's. The terminal's
/// size is asked once per draw (`ScreenSize`), for the rows the list may take, the names cut
/// to fit and every message wrapped between words.
final class ListScreenView: ListViewInterface {
    private let eventHandler: any ListModuleInterface
    private let terminal: any Terminal
    private let listView: ListView
    /// What the Add and Change screens said: shown under the list each time it is drawn.
    private let messages: ScreenMessages
    /// Whether each draw starts from the top of a cleared screen (a terminal that can).
    private let clearsScreen: Bool
    /// The size this draw is made for: asked when the presenter asks for the rows, kept
    /// until the list is drawn, so that both agree.
    private var drawSize: ScreenSize?
    /// Whether the list drawn has pages: the keys line then names Space and b.
    private var paged = false

    /// Short, so that the line leaves room to type: the keys are on the line above it.
    static let prompt = "> "
    static let hint = "That is not a key of this screen: ? lists them."
    static var help: String { ListScreenKey.help }
    /// Home, then erase the whole screen.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
    /// The rows under the list and its messages: a blank one, the keys line and the prompt.
    static let rowsUnderMessages = 3

    init(eventHandler: any ListModuleInterface, terminal: any Terminal, listView: ListView,
         messages: ScreenMessages = ScreenMessages(), clearsScreen: Bool = false) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.listView = listView
        self.messages = messages
        self.clearsScreen = clearsScreen
    }

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        let size = startDrawing(data)
        var list = data
        list.leftOutHint = nil
        listView.show(list, width: size.width)
        if let hint = data.leftOutHint { terminal.write(size.wrapped("\n" + hint + "\n")) }
        finishDrawing(data, size: size)
    }

    func showNoContentMessage(_ data: UpcomingDisplayData) {
        let size = startDrawing(data)
        terminal.write(size.wrapped(data.noContentMessage + "\n" + (data.leftOutHint.map { $0 + "\n" } ?? "")))
        finishDrawing(data, size: size)
    }

    func rowsForList() -> Int? {
        let size = ScreenSize(of: terminal)
        drawSize = size
        guard let height = size.height else { return nil }
        return height - (clearsScreen ? 0 : 1) - messages.rows(size) - ListScreenView.rowsUnderMessages
    }

    func rows(of line: String) -> Int {
        (drawSize ?? ScreenSize(of: terminal)).rows(line)
    }

    /// `Done which? `; throws `EndOfInput` on Ctrl-D, after ending the prompt's line.
    func ask(_ question: ListQuestion) throws -> String {
        switch question {
        case .which(let kind): terminal.write(ListScreenView.whichPrompt(kind))
        }
        guard let line = terminal.readLine(history: "which", pagingKeys: false) else {
            terminal.write("\n")
            throw EndOfInput()
        }
        return line
    }

    static func whichPrompt(_ kind: ChangeScreenAction.Kind) -> String {
        switch kind {
        case .complete: "Done which? "
        case .edit: "Edit which? "
        case .remove: "Remove which? "
        }
    }

    /// Draws the list, then reads actions until `q` or the end of input; a refused action is
    /// explained and the prompt comes back.
    func run() throws {
        try eventHandler.updateView()
        while true {
            let size = ScreenSize(of: terminal)
            terminal.write("\n" + listView.style.symbols(ListScreenKey.line(width: size.width, paged: paged)) + "\n"
                + ListScreenView.prompt)
            guard let line = terminal.readLine(history: "keys", pagingKeys: true) else {
                terminal.write("\n")
                return
            }
            do {
                switch ListScreenCommand(line) {
                case .quit: return
                case .redraw: try eventHandler.updateView()
                case .add: try eventHandler.addNewEntry()
                case .done(let ids): try eventHandler.completeItems(ids: ids)
                case .edit(let id): try eventHandler.editItem(id: id)
                case .remove(let ids): try eventHandler.removeItems(ids: ids)
                case .undo: try eventHandler.undoLatestChange()
                case .toggleLater: try eventHandler.toggleLater()
                case .filter(let words): try eventHandler.filter(words: words)
                case .nextPage: try eventHandler.showNextPage()
                case .previousPage: try eventHandler.showPreviousPage()
                case .help: terminal.write(ListScreenView.help)
                case .unknown: terminal.write(ScreenSize(of: terminal).wrapped(ListScreenView.hint + "\n"))
                }
            } catch is EndOfInput {
                terminal.write("\n")
                return
            } catch let error as TodoError {
                let size = ScreenSize(of: terminal)
                messages.show(on: terminal, size: size)
                terminal.writeError(size.problem(listView.style.symbols(error.message)))
            }
        }
    }

    /// Clears the screen (or starts a new line), then the filter line; the size to draw to.
    private func startDrawing(_ data: UpcomingDisplayData) -> ScreenSize {
        let size = drawSize ?? ScreenSize(of: terminal)
        drawSize = nil
        terminal.write(clearsScreen ? ListScreenView.clearScreen : "\n")
        if let filterLine = data.filterLine { terminal.write(size.wrapped(filterLine + "\n")) }
        return size
    }

    /// The page line, then what the last action said.
    private func finishDrawing(_ data: UpcomingDisplayData, size: ScreenSize) {
        paged = data.pageLine != nil
        if let pageLine = data.pageLine { terminal.write(size.wrapped(pageLine + "\n")) }
        messages.show(on: terminal, size: size)
    }
}
