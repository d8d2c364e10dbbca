import TodoCore

/// One line of an undo journal, of either store: something `todo` did, with the state of
/// what it wrote before (nil: none, or a store that keeps none) and after.
///
/// On disk, one JSON object per line, written by `JSONWriter` and read by `JSONParser`:
/// `{"kind": "change", "from": "…", "to": "…", …the change's members}`,
/// `{"kind": "undo", "from": "…", "to": "…"}`, `{"kind": "rewrite", "from": "…", "to": "…"}`.
/// A store that keeps no state (the folder's files are checked one by one) leaves `from` and
/// `to` out.
package enum UndoJournalLine<Change: UndoJournalChange>: Equatable, Sendable {
    /// A change that can be undone.
    case change(Change, from: FileIdentity?, to: FileIdentity?)
    /// The latest change was undone.
    case undo(from: FileIdentity?, to: FileIdentity?)
    /// The data file was written with no item changed (`todo done` of an item already done):
    /// the change before it stays undoable.
    case rewrite(from: FileIdentity?, to: FileIdentity?)
    /// A change as a previous version wrote it, which this one cannot take back: its bytes,
    /// kept as they are.
    case previousVersion([UInt8])

    package var from: FileIdentity? {
        switch self {
        case .change(_, let from, _), .undo(let from, _), .rewrite(let from, _): from
        case .previousVersion: nil
        }
    }

    package var to: FileIdentity? {
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
        var kind: String?
        var states: [String: FileIdentity?] = [:]
        for member in members where states[member.key] == nil && (member.key == "from" || member.key == "to") {
            switch member.value {
            case .null: states[member.key] = .some(nil)
            case .string(let text):
                guard let identity = FileIdentity(text: text) else { return nil }
                states[member.key] = identity
            default: return nil
            }
        }
        if case .string(let text)? = members.first(where: { $0.key == "kind" })?.value { kind = text }
        let from = states["from"] ?? nil
        let to = states["to"] ?? nil
        switch kind {
        case "undo": self = .undo(from: from, to: to)
        case "rewrite": self = .rewrite(from: from, to: to)
        case "change":
            guard let change = Change(members: members) else { return nil }
            self = .change(change, from: from, to: to)
        default:
            guard Change.isLineOfAPreviousVersion(value) else { return nil }
            self = .previousVersion(bytes)
        }
    }
}
