/// How a view writes its result: text for people, or one JSON value for scripts (`--json`).
enum OutputFormat: Sendable {
    case text
    case json
}
