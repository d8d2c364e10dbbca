/// What the List presenter asks its view on the List screen.
enum ListQuestion: Equatable, Sendable {
    /// `/`: the words of `todo list WORDS`, the filter in force offered as they are.
    case filter
    /// `:`: a command line, as it would be typed after `todo` on the shell.
    case command
}
