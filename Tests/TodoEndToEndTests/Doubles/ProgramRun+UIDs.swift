import Foundation
import TodoTestSupport

extension ProgramRun {
    /// The run with each UUID uid in its standard output as `"uid": "UUID"`: a new item's uid
    /// is random, so a test asserts its shape (a UUID), and everything else exactly.
    var uidsMasked: ProgramRun {
        var masked = self
        masked.stdout = UIDMask.masked(stdout)
        return masked
    }
}

/// Replaces the UUIDs of `"uid"` members in text (program output, a data file).
enum UIDMask {
    static func masked(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        let key = "\"uid\": \""
        while let found = rest.range(of: key) {
            output += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let candidate = rest.prefix(36)
            if candidate.count == 36, UUID(uuidString: String(candidate)) != nil,
               rest.dropFirst(36).first == "\"" {
                output += "UUID"
                rest = rest.dropFirst(36)
            }
        }
        return output + rest
    }

    /// The first uid in `text`.
    static func first(in text: String) -> String? {
        guard let found = text.range(of: "\"uid\": \"") else { return nil }
        return String(text[found.upperBound...].prefix { $0 != "\"" })
    }
}
