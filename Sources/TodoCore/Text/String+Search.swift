// Search and replace of plain text, without the regex engine: String's own `contains(_:)` and
// `replacing(_:with:)` for strings come from _StringProcessing, which links its Unicode name
// tables and regex parser into the binary for these few calls.
extension String {
    /// This text with every `character` written as `replacement`.
    package func replacingEvery(_ character: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for each in self {
            if each == character { result += replacement } else { result.append(each) }
        }
        return result
    }

    /// Whether `text` stands in this one, byte for byte in UTF-8 (the same characters in the
    /// same normal form).
    package func containsText(_ text: String) -> Bool {
        let haystack = Array(utf8), needle = Array(text.utf8)
        if needle.isEmpty { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
