@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records what the List view was asked to show.
final class ListViewSpy: ListViewInterface {
    enum Call: Equatable {
        case upcoming(UpcomingDisplayData)
        case noContent(UpcomingDisplayData)
    }

    private(set) var calls: [Call] = []
    /// What `rowsForList` says: nil, any number (no paging).
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

    func rowsForList() -> Int? { rowsForListAnswer }

    /// A row per 80 columns, as an 80-column terminal would wrap it (to the column, not between words).
    func rows(of line: String) -> Int { max((line.count + 79) / 80, 1) }

    func ask(_ question: ListQuestion) throws -> String {
        questions.append(question)
        guard !answers.isEmpty else { throw EndOfInput() }
        return answers.removeFirst()
    }
}
