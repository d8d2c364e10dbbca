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

    /// Whether `text` stands in this one as characters, in whatever normal form each is
    /// written (`é` typed on Linux matches `e` and a combining accent typed on a Mac): byte
    /// for byte when both are ASCII, where that is the same and much faster.
    package func containsCharacters(_ text: String) -> Bool {
        if utf8.allSatisfy({ $0 < 0x80 }) && text.utf8.allSatisfy({ $0 < 0x80 }) { return containsText(text) }
        let haystack = Array(self), needle = Array(text)
        if needle.isEmpty { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// This text with every `text` in it written as `replacement`, matched byte for byte in
    /// UTF-8 from the start, each match after the one before. (Not FoundationEssentials'
    /// `components(separatedBy:)`: calling it links most of that library into `todo`.)
    package func replacingText(_ text: String, with replacement: String) -> String {
        let haystack = Array(utf8), needle = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(haystack.count)
        var index = 0
        while index < haystack.count {
            if haystack[index] == needle[0], index + needle.count <= haystack.count,
               haystack[index..<(index + needle.count)].elementsEqual(needle) {
                result += replacement.utf8
                index += needle.count
            } else {
                result.append(haystack[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// How many times `text` stands in this one, not overlapping, counted from the start.
    package func occurrences(of text: String) -> Int {
        let haystack = Array(utf8), needle = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count else { return 0 }
        var count = 0, index = 0
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) {
                count += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return count
    }
}
