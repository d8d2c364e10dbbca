/// Why a change asked for on the screens was not made, as its view says it.
enum ChangeCancellation: Equatable, Sendable {
    /// `r ID...` answered with anything but yes.
    case notRemoved
    /// `e ID` with nothing new typed, or ended at a question.
    case notEdited
}
