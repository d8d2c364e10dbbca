import TodoCore
import TodoTerminal
/// The terminal that the Add and Change screens see when the List screen presents them: their
/// prompts and answers go to the List screen's bottom row, with the list still in view, and
/// their problems to its status line. Those modules' views are the same as on their own; only
/// where their lines land differs.
final class ScreenQuestionTerminal: Terminal {
    private let base: any Terminal
    private unowned let screen: ListScreenView
    /// What was written since the last answer: the prompt of the next question.
    private var prompt = ""

    init(base: any Terminal, screen: ListScreenView) {
        self.base = base
        self.screen = screen
    }

    var isInteractive: Bool { true }
    var outputIsTerminal: Bool { base.outputIsTerminal }
    /// None: the List screen fits what is said to its own lines.
    var width: Int? { nil }
    var height: Int? { nil }

    func write(_ text: String) {
        prompt += text
    }

    func writeError(_ text: String) {
        screen.showQuestionProblem(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    func readLine() -> String? {
        readLine(history: "")
    }

    /// The removal question (`confirm`) takes one key; any other is a line typed on the bottom row.
    /// Nil (which those screens take as cancelled) for Esc, Ctrl-C and the end of input.
    func readLine(history: String) -> String? {
        let question = prompt.trimmingCharacters(in: "\n")
        prompt = ""
        if history == "confirm" { return screen.askOneKey(prompt: question) ? "y" : "n" }
        return screen.askAtBottom(prompt: question, history: history)
    }
}

private extension String {
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
