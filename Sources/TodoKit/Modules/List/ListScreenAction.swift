/// What a key of the List screen asks for, once the view has read it (`ListScreenKey`).
enum ListScreenAction: Equatable, Sendable {
    case move(ListMove)
    /// `m`: the selected item picked, or unpicked.
    case pick
    /// A digit of an id: the digits typed within a second select the item with that id.
    case digit(Int)
    /// `h`: the done items shown or hidden.
    case doneItems
    /// `x`, `d`: the selected item done (the picked ones, if any); reopened among the done items.
    case done
    /// Enter, `e`: the Edit screen for the selected item.
    case edit
    /// `a`: the Add screen.
    case add
    /// `r`: the selected item (the picked ones, if any) removed, after a `y/N` question.
    case remove
    /// `i`: the selected item whole, as `todo show` prints it.
    case show
    case undo
    /// `/`: asks for the filter's words.
    case filter
    /// `l`: Later, Someday and waiting items shown or hidden.
    case later
    /// `s`: a sync, as `todo sync` does.
    case sync
    /// `:`: a command line, as typed on the shell.
    case commandLine
    /// `?`: every key, on a screen of its own (the view's alone).
    case keys
    case quit
    /// Esc: clears the picks, else the filter; never quits.
    case cancel
}
