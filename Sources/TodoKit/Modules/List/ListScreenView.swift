import TodoCore
import TodoTerminal
/// The List screen: the list as `todo list` draws it, what the last action said, then a prompt
/// for the next action. Line-based (read a line, act, draw), so it works in any terminal,
/// `TERM=dumb` included.
final class ListScreenView: ListViewInterface {
    private let eventHandler: any ListModuleInterface
    private let terminal: any Terminal
    private let listView: ListView
    /// What the Add and Change screens said: shown under the list each time it is drawn.
    private let messages: ScreenMessages
    /// Whether each draw starts from the top of a cleared screen (a terminal that can).
    private let clearsScreen: Bool

    static let prompt = "a add · d done · e edit · r rm · u undo · l later · / filter · ? · q quit > "
    static let hint = "That is not a key of this screen: ? lists them."
    static let help = """
        a          add an item: its name, then its due date
        d ID...    mark items done (d 3, d 3 4)
        e ID       edit an item: its name and its due date
        r ID...    remove items, once you say y
        u          undo the latest change
        l          show or hide Later and Someday
        / WORDS    show only the items with all the words (/ alone shows all)
        ?          this list
        q          quit (Ctrl-D too)

        """
    /// Home, then erase the whole screen.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"

    init(eventHandler: any ListModuleInterface, terminal: any Terminal, listView: ListView,
         messages: ScreenMessages = ScreenMessages(), clearsScreen: Bool = false) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.listView = listView
        self.messages = messages
        self.clearsScreen = clearsScreen
    }

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        startDrawing()
        listView.showUpcomingDisplayData(data)
        messages.show(on: terminal)
    }

    func showNoContentMessage(_ data: UpcomingDisplayData) {
        startDrawing()
        listView.showNoContentMessage(data)
        messages.show(on: terminal)
    }

    /// Draws the list, then reads actions until `q` or the end of input; a refused action is
    /// explained and the prompt comes back.
    func run() throws {
        try eventHandler.updateView()
        while true {
            terminal.write("\n" + listView.style.symbols(ListScreenView.prompt))
            guard let line = terminal.readLine() else {
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
                case .help: terminal.write(ListScreenView.help)
                case .unknown: terminal.write(ListScreenView.hint + "\n")
                }
            } catch is EndOfInput {
                terminal.write("\n")
                return
            } catch let error as TodoError {
                messages.show(on: terminal)
                terminal.writeProblem(listView.style.symbols(error.message))
            }
        }
    }

    private func startDrawing() {
        terminal.write(clearsScreen ? ListScreenView.clearScreen : "\n")
    }
}
