/// What a key (or a paste) asks of the line editor or the List screen, once its bytes have
/// been decoded.
package enum LineEditorKey: Hashable, Sendable {
    /// Printable text: a typed character, or everything pasted at once.
    case text(String)
    case left, right, home, end
    /// Up and Down: back and forth through the lines typed earlier in the session.
    case up, down
    /// PgUp and PgDn: the List screen's pages.
    case pageUp, pageDown
    /// Backspace: the character before the cursor.
    case backspace
    /// Delete: the character under the cursor.
    case delete
    /// Ctrl-K: from the cursor to the end.
    case deleteToEnd
    /// Ctrl-U: from the start to the cursor.
    case deleteToStart
    /// Ctrl-W: the word before the cursor, and the spaces after it.
    case deleteWordBefore
    case enter
    /// Ctrl-D: the end of input on an empty line, Delete on any other.
    case controlD
    /// Ctrl-C.
    case interrupt
    /// Tab and Shift-Tab (`ESC [ Z`): the List screen's sections.
    case tab, backTab
    /// Esc alone: no other byte came within `LineEditorKeyDecoder.escapeWait` of it.
    case escape
}
