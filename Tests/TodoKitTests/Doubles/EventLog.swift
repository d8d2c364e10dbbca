/// One record of what several spies were told, in the order they were told it, so a test can
/// check the order of calls across roles (view, wireframe, delegate).
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}
