/// Text made safe for roff with the man macros: nothing in it is read as a request, an
/// escape or a hyphen where a minus is meant.
enum Roff {
    /// One line of running text: backslashes and hyphens escaped, every character outside
    /// ASCII written as its code point, and a leading `.` or `'` kept from being a request.
    /// `code spans` come out bold.
    static func text(_ text: String) -> String {
        var result = ""
        var inCode = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "`":
                result += inCode ? #"\fR"# : #"\fB"#
                inCode.toggle()
            case "\\": result += #"\e"#
            // Every hyphen as a minus: options, dates and commands copy and search as typed.
            case "-": result += #"\-"#
            case "\n", "\t": result += " "
            default:
                if scalar.isASCII && scalar.value >= 0x20 {
                    result.unicodeScalars.append(scalar)
                } else if !scalar.isASCII {
                    result += #"\[u"# + hex(scalar.value) + "]"
                }
            }
        }
        if inCode { result += #"\fR"# }
        return result.hasPrefix(".") || result.hasPrefix("'") ? #"\&"# + result : result
    }

    static func bold(_ text: String) -> String { #"\fB"# + self.text(text) + #"\fR"# }

    static func italic(_ text: String) -> String { #"\fI"# + self.text(text) + #"\fR"# }

    /// A synopsis, `todo edit ID [--name NAME]`: literal words bold, placeholders (words in
    /// capitals) italic, brackets and `...` plain.
    static func synopsis(_ synopsis: String) -> String {
        synopsis.split(separator: " ").map { token -> String in
            var core = Substring(token)
            var before = "", after = ""
            while let first = core.first, first == "[" { before += "["; core = core.dropFirst() }
            while core.hasSuffix("]") || core.hasSuffix("...") {
                if core.hasSuffix("]") { after = "]" + after; core = core.dropLast() }
                else { after = "..." + after; core = core.dropLast(3) }
            }
            guard !core.isEmpty else { return text(before + after) }
            let isPlaceholder = core.allSatisfy { $0.isUppercase || $0 == "_" || $0 == "|" }
            let word = String(core)
            return before + (isPlaceholder ? italic(word) : bold(word)) + after
        }.joined(separator: " ")
    }

    /// `-d, --due DATE` as a tag: names bold, the value's name italic.
    static func label(_ option: OptionSpec) -> String {
        let names = option.spellings.map(bold).joined(separator: ", ")
        return names + (option.valueName.map { " " + italic($0) } ?? "")
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
