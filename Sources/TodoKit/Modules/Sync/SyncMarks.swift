/// The marks before an item's line: `✓` for done, which needs a UTF-8 locale (`x` elsewhere).
struct SyncMarks: Equatable, Sendable {
    let isUTF8: Bool

    let new = "+"
    let changed = "~"
    let removed = "-"
    var done: String { isUTF8 ? "✓" : "x" }
}
