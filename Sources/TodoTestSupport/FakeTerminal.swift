import TodoTerminal

/// A scripted terminal: lines in, text out, standard output and error kept apart.
package final class FakeTerminal: Terminal {
    package var isInteractive: Bool
    package var outputIsTerminal: Bool
    package var width: Int?
    package var height: Int?
    /// The `history` of each `readLine(history:pagingKeys:)`, in order: which question asked.
    package private(set) var histories: [String] = []
    package private(set) var output = ""
    package private(set) var errors = ""
    private var inputLines: [String]
    /// Set: standard output "fails" for this reason; what was written is kept all the same.
    package var outputFailure: String?

    package init(interactive: Bool = false, outputIsTerminal: Bool? = nil, width: Int? = nil, height: Int? = nil,
                 input: [String] = []) {
        self.isInteractive = interactive
        self.outputIsTerminal = outputIsTerminal ?? interactive
        self.width = width
        self.height = height
        self.inputLines = input
    }

    package func write(_ text: String) { output += text }
    package func writeError(_ text: String) { errors += text }

    package func finishOutput() -> String? { outputFailure }

    package func readLine() -> String? {
        inputLines.isEmpty ? nil : inputLines.removeFirst()
    }

    package func readLine(history: String, pagingKeys: Bool) -> String? {
        histories.append(history)
        return readLine()
    }
}
