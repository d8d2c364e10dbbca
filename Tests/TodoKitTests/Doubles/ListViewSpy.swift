@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records what the List view was asked to show.
final class ListViewSpy: ListViewInterface {
    enum Call: Equatable {
        case upcoming(UpcomingDisplayData)
        case noContent(UpcomingDisplayData)
        case screen(ListScreenFrame)
    }

    private(set) var calls: [Call] = []
    /// What `rowsForList` says: nil, any number (not a screen).
    var rowsForListAnswer: Int?
    /// The answers `ask` gives, in order; none left: the end of input.
    var answers: [String] = []
    private(set) var questions: [ListQuestion] = []

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        calls.append(.upcoming(data))
    }

    func showNoContentMessage(_ data: UpcomingDisplayData) {
        calls.append(.noContent(data))
    }

    func showScreen(_ frame: ListScreenFrame) {
        calls.append(.screen(frame))
    }

    /// The frames drawn on the List screen, in order.
    var frames: [ListScreenFrame] {
        calls.compactMap { if case .screen(let frame) = $0 { frame } else { nil } }
    }

    func rowsForList(status: ListStatus) -> Int? { rowsForListAnswer }

    func ask(_ question: ListQuestion) throws -> String {
        questions.append(question)
        guard !answers.isEmpty else { throw EndOfInput() }
        return answers.removeFirst()
    }
}
