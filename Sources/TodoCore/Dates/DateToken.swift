/// One piece of a typed due date: a word, a run of digits or a punctuation mark.
///
/// The text is cut into pieces before any rule looks at it because the forms glue pieces
/// together in ways a split on spaces cannot see (`+3d`, `9:15pm`, `1st`,
/// `2026-12-01T14:30`); each piece remembers whether white space came before it, so a rule
/// can insist on `14:30` being written as one piece.
struct DateToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A run of ASCII letters, lowercased.
        case word(String)
        /// A run of ASCII digits, as typed (leading zeros and all).
        case number(String)
        /// One of the marks the forms use: `+`, `-`, `:`, `,`, `/` or `.`.
        case mark(Unicode.Scalar)
    }

    let kind: Kind
    /// No white space stands between this piece and the one before it.
    let isGlued: Bool

    private static let marks: Set<Unicode.Scalar> = ["+", "-", ":", ",", "/", "."]

    /// The pieces of `text`, or nil when it holds a character that no form uses
    /// (`!`, a letter outside ASCII, a control character that is not white space).
    static func tokenize(_ text: String) -> [DateToken]? {
        var tokens: [DateToken] = []
        var run = ""
        var runIsDigits = false
        var runIsGlued = false
        var afterSpace = true

        func endRun() {
            guard !run.isEmpty else { return }
            tokens.append(DateToken(kind: runIsDigits ? .number(run) : .word(run), isGlued: runIsGlued))
            run = ""
        }

        for scalar in text.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let isDigit = ("0"..."9").contains(scalar)
            if isLetter || isDigit {
                if run.isEmpty || runIsDigits != isDigit {
                    endRun()
                    runIsDigits = isDigit
                    runIsGlued = !afterSpace
                }
                run.unicodeScalars.append(isLetter ? lowercased(scalar) : scalar)
                afterSpace = false
            } else if scalar.properties.isWhitespace {
                endRun()
                afterSpace = true
            } else if marks.contains(scalar) {
                endRun()
                tokens.append(DateToken(kind: .mark(scalar), isGlued: !afterSpace))
                afterSpace = false
            } else {
                return nil
            }
        }
        endRun()
        return tokens
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard ("A"..."Z").contains(scalar) else { return scalar }
        return Unicode.Scalar(UInt8(scalar.value) + 32)
    }
}
