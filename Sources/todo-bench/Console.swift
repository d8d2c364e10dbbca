/// Progress and errors go to stderr, so stdout carries only the tables.
enum Console {
    static func error(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }

    static func progress(_ line: String) {
        error(line)
    }
}
