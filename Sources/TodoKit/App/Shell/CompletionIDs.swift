import TodoCore
import TodoTerminal
/// `todo completions ids open|done|all`: `ID<TAB>NAME` lines for a completion script to offer,
/// one read of the data file. It runs on every TAB, so it builds nothing it does not print:
/// open ids come through the store's fast path, which skips the done items and builds no uid
/// or note.
struct CompletionIDs {
    /// The operand that asks for ids instead of a script.
    static let word = "ids"

    enum State: String, Sendable, CaseIterable {
        case open, done, all
    }

    let dataStore: any TodoDataStore
    let terminal: any Terminal

    func write(_ state: State) throws {
        let items = switch state {
        case .open: try dataStore.fetchOpenItems(dueThrough: nil, detail: .forListText).items
        case .done: try dataStore.fetch().items.filter(\.isDone)
        case .all: try dataStore.fetch().items
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.count * 32)
        for item in items {
            bytes += String(item.id).utf8
            bytes.append(UInt8(ascii: "\t"))
            // Escaped, so that a tab or a newline in a name cannot make a second field or line.
            bytes += TerminalText.escaped(item.name).utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        terminal.write(utf8: bytes)
    }
}
