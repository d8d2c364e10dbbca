@testable import TodoKit

/// A scripted terminal: lines in, text out, standard output and error kept apart.
final class FakeTerminal: Terminal {
    var isInteractive: Bool
    var outputIsTerminal: Bool
    var width: Int?
    private(set) var output = ""
    private(set) var errors = ""
    private var inputLines: [String]

    init(interactive: Bool = false, outputIsTerminal: Bool? = nil, width: Int? = nil, input: [String] = []) {
        self.isInteractive = interactive
        self.outputIsTerminal = outputIsTerminal ?? interactive
        self.width = width
        self.inputLines = input
    }

    func write(_ text: String) { output += text }
    func writeError(_ text: String) { errors += text }

    func readLine() -> String? {
        inputLines.isEmpty ? nil : inputLines.removeFirst()
    }
}
