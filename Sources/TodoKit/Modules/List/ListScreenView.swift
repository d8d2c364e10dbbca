import TodoCore
/// The List screen: the list as `todo list` draws it, then a prompt for the next action.
/// Line-based (read a line, act, draw), so it works in any terminal, `TERM=dumb` included.
final class ListScreenView: ListViewInterface {
    private let eventHandler: any ListModuleInterface
    private let terminal: any Terminal
    private let listView: ListView

    static let prompt = "a add · d ID done · l later · / filter · q quit > "
    static let hint = "Type a to add an item, d and an id to mark one done (d 3), l to show or hide Later "
        + "and Someday, / and words to filter (/ +home; / alone clears), or q to quit."

    init(eventHandler: any ListModuleInterface, terminal: any Terminal, listView: ListView) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.listView = listView
    }

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        terminal.write("\n")
        listView.showUpcomingDisplayData(data)
    }

    func showNoContentMessage(_ data: UpcomingDisplayData) {
        terminal.write("\n")
        listView.showNoContentMessage(data)
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
                case .done(let id): try eventHandler.completeItem(id: id)
                case .toggleLater: try eventHandler.toggleLater()
                case .filter(let words): try eventHandler.filter(words: words)
                case .unknown: terminal.write(ListScreenView.hint + "\n")
                }
            } catch is EndOfInput {
                terminal.write("\n")
                return
            } catch let error as TodoError {
                terminal.writeProblem(listView.style.symbols(error.message))
            }
        }
    }
}
