/// What the Merge view says: one line, without the `todo: ` its view puts before it.
struct MergeDisplayData: Equatable, Sendable {
    let message: String
}
