import TodoCore
import TodoFile

/// The parts of a vdirsyncer configuration that say which pair syncs a folder: its pairs and
/// storages. Read as vdirsyncer reads it (Python's `RawConfigParser`, every value JSON):
/// `[pair NAME]` and `[storage NAME]` sections, `key = value` or `key: value`, names of keys
/// in any case, `#` and `;` comment lines, a value continued on indented lines.
struct VdirsyncerConfig: Equatable, Sendable {
    struct Pair: Equatable, Sendable {
        let name: String
        let a: String?
        let b: String?
        /// Nil: `collections = null` (or none given): the storages are the collections.
        let collections: [Collection]?
    }

    /// One entry of a pair's `collections`.
    enum Collection: Equatable, Sendable {
        /// `"from a"` or `"from b"`: every collection of that side.
        case everyOne(from: String)
        /// `"tasks"`: the collection of that name on both sides.
        case named(String)
        /// `["name", "on a", "on b"]`: the collection `name`, called differently on each side.
        case mapped(name: String, a: String?, b: String?)
    }

    struct Storage: Equatable, Sendable {
        let name: String
        let type: String?
        let path: String?
        let fileext: String?
    }

    var pairs: [Pair] = []
    var storages: [String: Storage] = [:]

    init(pairs: [Pair] = [], storages: [String: Storage] = [:]) {
        self.pairs = pairs
        self.storages = storages
    }

    /// The configuration's text read; a value that is not JSON counts as not given
    /// (vdirsyncer itself says what is wrong with it when it runs).
    init(text: String) {
        for section in Self.sections(text) {
            let words = section.name.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { continue }
            let values = section.values.compactMapValues { try? JSONDocument.parse(Array($0.utf8)) }
            switch words[0] {
            case "pair":
                pairs.append(Pair(name: words[1], a: values["a"]?.text, b: values["b"]?.text,
                                  collections: Self.collections(values["collections"])))
            case "storage":
                storages[words[1]] = Storage(name: words[1], type: values["type"]?.text, path: values["path"]?.text,
                                             fileext: values["fileext"]?.text)
            default:
                continue
            }
        }
    }

    private static func collections(_ value: JSONValue?) -> [Collection]? {
        guard case .array(let entries)? = value else { return nil }
        return entries.compactMap { entry in
            switch entry {
            case .string(let name) where name == "from a" || name == "from b":
                return .everyOne(from: String(name.suffix(1)))
            case .string(let name):
                return .named(name)
            case .array(let parts) where parts.count == 3:
                guard let name = parts[0].text else { return nil }
                return .mapped(name: name, a: parts[1].text, b: parts[2].text)
            default:
                return nil
            }
        }
    }

    /// The sections in file order, each with its keys (lower-cased) and raw values.
    private static func sections(_ text: String) -> [(name: String, values: [String: String])] {
        var sections: [(name: String, values: [String: String])] = []
        var key: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = String(line).trimmingWhiteSpace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix(";") { continue }
            if let first = line.first, first == " " || first == "\t", let key, !sections.isEmpty {
                sections[sections.count - 1].values[key, default: ""] += "\n" + trimmed
                continue
            }
            if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
                sections.append((String(trimmed[trimmed.index(after: trimmed.startIndex)..<close]), [:]))
                key = nil
                continue
            }
            guard !sections.isEmpty, let delimiter = trimmed.firstIndex(where: { $0 == "=" || $0 == ":" }) else { continue }
            let name = String(trimmed[..<delimiter]).trimmingWhiteSpace().lowercased()
            sections[sections.count - 1].values[name] = String(trimmed[trimmed.index(after: delimiter)...]).trimmingWhiteSpace()
            key = name
        }
        return sections
    }
}

extension JSONValue {
    /// The string it holds, if it is one.
    fileprivate var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
