import TodoCore

/// One line of an undo journal, of either store: something `todo` did, with the state of
/// what it wrote before (nil: none, or a store that keeps none) and after.
///
/// On disk, one JSON object per line, written by `JSONWriter` and read by `JSONParser`:
/// `{"kind": "change", "from": "…", "to": "…", …the change's members}`,
/// `{"kind": "undo", "from": "…", "to": "…"}`, `{"kind": "rewrite", "from": "…", "to": "…"}`.
/// A line without a state (as the folder's were before it kept one) leaves `from` and `to` out.
package enum UndoJournalLine<Change: UndoJournalChange>: Equatable, Sendable {
    /// A change that can be undone.
    case change(Change, from: Change.State?, to: Change.State?)
    /// The latest change was undone.
    case undo(from: Change.State?, to: Change.State?)
    /// The data file was written with no item changed (`todo done` of an item already done):
    /// the change before it stays undoable.
    case rewrite(from: Change.State?, to: Change.State?)
    /// A change as a previous version wrote it, which this one cannot take back: its bytes,
    /// kept as they are.
    case previousVersion([UInt8])

    package var from: Change.State? {
        switch self {
        case .change(_, let from, _), .undo(let from, _), .rewrite(let from, _): from
        case .previousVersion: nil
        }
    }

    package var to: Change.State? {
        switch self {
        case .change(_, _, let to), .undo(_, let to), .rewrite(_, let to): to
        case .previousVersion: nil
        }
    }

    /// The line's bytes, with its final newline.
    package var encoded: [UInt8] {
        var output: [UInt8] = []
        switch self {
        case .change: JSONWriter.appendLiteral("{\"kind\": \"change\"", to: &output)
        case .undo: JSONWriter.appendLiteral("{\"kind\": \"undo\"", to: &output)
        case .rewrite: JSONWriter.appendLiteral("{\"kind\": \"rewrite\"", to: &output)
        case .previousVersion(let bytes): return bytes + [UInt8(ascii: "\n")]
        }
        if let to {
            JSONWriter.appendLiteral(", \"from\": ", to: &output)
            if let from {
                JSONWriter.writeString(from.text, into: &output)
            } else {
                JSONWriter.appendLiteral("null", to: &output)
            }
            JSONWriter.appendLiteral(", \"to\": ", to: &output)
            JSONWriter.writeString(to.text, into: &output)
        }
        if case .change(let change, _, _) = self { change.appendMembers(to: &output) }
        JSONWriter.appendLiteral("}\n", to: &output)
        return output
    }

    /// The line in `bytes` (without its newline); nil for anything that is not a whole line
    /// of this store, such as the last line of a write a kill cut short.
    package init?(_ bytes: [UInt8]) {
        guard let value = try? JSONParser.parse(bytes) else { return nil }
        guard case .object(let members) = value else {
            guard Change.isLineOfAPreviousVersion(value) else { return nil }
            self = .previousVersion(bytes)
            return
        }
        guard let from = Self.state("from", in: members), let to = Self.state("to", in: members) else { return nil }
        switch members.first(where: { $0.key == "kind" })?.value {
        case .string("undo")?: self = .undo(from: from, to: to)
        case .string("rewrite")?: self = .rewrite(from: from, to: to)
        case .string("change")?:
            guard let change = Change(members: members) else { return nil }
            self = .change(change, from: from, to: to)
        default: return nil
        }
    }

    /// The state under `key`: nil inside when the line has none (missing or `null`), nil
    /// outside when it is not one.
    private static func state(_ key: String, in members: [JSONMember]) -> Change.State?? {
        switch members.first(where: { $0.key == key })?.value {
        case nil, .null?: .some(nil)
        case .string(let text)?: Change.State(text: text).map { .some($0) }
        default: nil
        }
    }
}
