import TodoCore
/// Where an item stands with its start day, seen from today: the list leaves a waiting item
/// out (it is shown with `--all` only), and lists an undated one whose start has come in Today.
enum StartDay: Equatable, Sendable {
    /// No start, or one that cannot be read as a day (a hand edit): it hides nothing.
    case none
    /// The start is after today.
    case waiting
    /// The start is today or before.
    case come

    init(start: String?, today: LocalDate) {
        guard let start, let day = LocalDate(iso: start) else {
            self = .none
            return
        }
        self = day > today ? .waiting : .come
    }
}
