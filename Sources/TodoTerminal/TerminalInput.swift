/// What a full screen reads from the terminal while it waits: a key, a resize, or the end of
/// input.
package enum TerminalInput: Equatable, Sendable {
    case key(LineEditorKey)
    /// The terminal changed size (SIGWINCH): the screen is drawn again at once.
    case resized
    /// Standard input ended (or the terminal went away).
    case endOfInput
}
