package import TodoTerminal

/// A scripted terminal: lines in, text out, standard output and error kept apart. With
/// `screen`, it can be a full screen too: keys in (`keys`), answers at the screen's questions
/// from the same lines as `readLine` (`FakeTerminal.escape` for Esc, `controlC` for Ctrl-C).
package final class FakeTerminal: Terminal {
    package var isInteractive: Bool
    package var outputIsTerminal: Bool
    package var width: Int?
    package var height: Int?
    /// The `history` of each line read, in order: which question asked.
    package private(set) var histories: [String] = []
    package private(set) var output = ""
    package private(set) var errors = ""
    private var inputLines: [String]
    /// Set: standard output "fails" for this reason; what was written is kept all the same.
    package var outputFailure: String?
    /// Whether `enterScreen()` succeeds, and whether the screen is on now.
    package let screenCapable: Bool
    package private(set) var onScreen = false
    package private(set) var screenEntries = 0
    /// The keys still to be read on the screen; when they run out, the input ends.
    package var keys: [TerminalInput]
    /// The size the terminal takes at each `.resized` read, in order.
    package var resizes: [(width: Int, height: Int)] = []
    /// Called before each key is read: a test looks at the screen between keys.
    package var beforeKey: ((FakeTerminal) -> Void)?

    package static let escape = "\u{1B}"
    package static let controlC = "\u{3}"
    /// An answer that is a resize while the question waits: the next of `resizes` is taken.
    package static let resize = "\u{0}resize"

    package init(interactive: Bool = false, outputIsTerminal: Bool? = nil, width: Int? = nil, height: Int? = nil,
                 input: [String] = [], screen: Bool = false, keys: [TerminalInput] = []) {
        self.isInteractive = interactive
        self.outputIsTerminal = outputIsTerminal ?? interactive
        self.width = width
        self.height = height
        self.inputLines = input
        self.screenCapable = screen
        self.keys = keys
    }

    /// Each character of `typed` as a key: `FakeTerminal.keys("jjq")`.
    package static func keys(_ typed: String) -> [TerminalInput] {
        typed.map { .key(.text(String($0))) }
    }

    package func write(_ text: String) { output += text }
    package func writeError(_ text: String) { errors += text }

    package func finishOutput() -> String? { outputFailure }

    package func readLine() -> String? {
        inputLines.isEmpty ? nil : inputLines.removeFirst()
    }

    package func readLine(history: String) -> String? {
        histories.append(history)
        return readLine()
    }

    package func enterScreen() -> Bool {
        guard screenCapable else { return false }
        onScreen = true
        screenEntries += 1
        return true
    }

    package func leaveScreen() {
        onScreen = false
        outputLeavingScreen = output
    }

    /// The output when the screen was last left: what the alternate screen showed last, the
    /// lines written after it (the summary on quit) left out.
    package private(set) var outputLeavingScreen: String?

    /// What was written after the screen was last left.
    package var outputAfterScreen: String {
        guard let shown = outputLeavingScreen else { return "" }
        return String(output.dropFirst(shown.count))
    }

    package func readKey() -> TerminalInput {
        beforeKey?(self)
        guard !keys.isEmpty else { return .endOfInput }
        let input = keys.removeFirst()
        if input == .resized, !resizes.isEmpty {
            let size = resizes.removeFirst()
            width = size.width
            height = size.height
        }
        return input
    }

    package func readScreenLine(prompt: String, history: String, resized: () -> Void) -> LineEditor.Outcome {
        histories.append(history)
        output += prompt
        while inputLines.first == FakeTerminal.resize {
            inputLines.removeFirst()
            if !resizes.isEmpty { (width, height) = resizes.removeFirst() }
            resized()
            output += prompt
        }
        switch readLine() {
        case nil: return .endOfInput
        case FakeTerminal.escape: return .cancel
        case FakeTerminal.controlC: return .interrupt
        case let line?: return .line(line)
        }
    }
}
