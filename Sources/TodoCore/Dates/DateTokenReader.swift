/// Reads date pieces front to back for the grammar's small rules.
///
/// Each read either takes the piece asked for or leaves the reader where it was, so a rule
/// reads like its form: `word(in: months)`, `number(digits: 1...2)`, `mark(",")`.
struct DateTokenReader {
    /// Whether white space must, must not or may stand before a piece.
    enum Spacing {
        case spaced, glued, either
    }

    private var tokens: ArraySlice<DateToken>
    private var atStart = true

    init(_ tokens: ArraySlice<DateToken>) {
        self.tokens = tokens
    }

    var isAtEnd: Bool { tokens.isEmpty }

    /// The value `table` gives the next word, taking the word; nil (taking nothing) otherwise.
    mutating func word<Value>(in table: [String: Value], _ spacing: Spacing = .spaced) -> Value? {
        guard let token = next(spacing), case .word(let word) = token.kind, let value = table[word] else {
            return nil
        }
        take()
        return value
    }

    /// Takes the next piece if it is the word `literal`.
    mutating func word(_ literal: String, _ spacing: Spacing = .spaced) -> Bool {
        word(in: [literal: true], spacing) ?? false
    }

    /// The value of the next piece if it is a number of so many digits that fits an `Int`
    /// comfortably (18 digits at most), taking it; nil otherwise.
    mutating func number(digits: ClosedRange<Int>, _ spacing: Spacing = .spaced) -> Int? {
        guard let token = next(spacing), case .number(let text) = token.kind,
              digits.contains(text.utf8.count), let value = Digits.value(text.utf8) else { return nil }
        take()
        return value
    }

    /// Takes the next piece if it is the mark `mark`.
    mutating func mark(_ mark: Unicode.Scalar, _ spacing: Spacing = .glued) -> Bool {
        guard let token = next(spacing), token.kind == .mark(mark) else { return false }
        take()
        return true
    }

    /// The next piece, if its spacing is as asked; the first piece's spacing is not checked,
    /// since what stood before it belongs to another part of the text.
    private func next(_ spacing: Spacing) -> DateToken? {
        guard let token = tokens.first else { return nil }
        switch spacing {
        case _ where atStart, .either: return token
        case .spaced: return token.isGlued ? nil : token
        case .glued: return token.isGlued ? token : nil
        }
    }

    private mutating func take() {
        tokens = tokens.dropFirst()
        atStart = false
    }
}
