import TodoCore
/// How an item id is typed: a positive whole number in ASCII digits, nothing else.
///
/// Strict on purpose: `+3`, `1.5`, ` 3` or a full-width `３` are refused rather than guessed
/// at, because a command that marks the wrong item done is worse than one that asks again.
enum ItemIDRule {
    /// The id `text` names, or `TodoError.usage` saying it is not one.
    static func parsed(_ text: String) throws -> Int {
        let shown = TerminalText.escaped(text)
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw TodoError.usage("'\(shown)' is not an item id (ids are positive whole numbers)")
        }
        guard let id = Int(text) else {
            throw TodoError.usage("'\(shown)' is not an item id (too large)")
        }
        guard id > 0 else {
            throw TodoError.usage("'\(shown)' is not an item id (ids are positive whole numbers)")
        }
        return id
    }

    /// Every id in `texts`, or the error for the first that is not one.
    static func parsed(_ texts: [String]) throws -> [Int] {
        try texts.map { try parsed($0) }
    }
}
