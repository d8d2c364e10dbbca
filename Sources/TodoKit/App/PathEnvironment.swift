import TodoCore
/// The environment's variables that hold paths, each read as bytes, as the kernel gave them.
///
/// A view of `ProcessInput.environment`, not a dictionary of its own: a `[String: FilePath]`
/// would be one more generic type for the runtime to make on `todo list`'s way (issue 24).
struct PathEnvironment: Sendable, ExpressibleByDictionaryLiteral {
    private let bytes: [String: [UInt8]]

    init(bytes: [String: [UInt8]]) {
        self.bytes = bytes
    }

    /// Paths given as text: the tests' way, and settings made from a text environment.
    init(text: [String: String]) {
        var bytes = [String: [UInt8]](minimumCapacity: text.count)
        for (name, value) in text { bytes[name] = Array(value.utf8) }
        self.init(bytes: bytes)
    }

    init(dictionaryLiteral elements: (String, FilePath)...) {
        var bytes = [String: [UInt8]](minimumCapacity: elements.count)
        for (name, path) in elements { bytes[name] = path.bytes }
        self.init(bytes: bytes)
    }

    /// Every variable, as bytes: what a child process is given (`vdirsyncer`).
    var all: [String: [UInt8]] { bytes }

    subscript(name: String) -> FilePath? {
        bytes[name].map { FilePath(bytes: $0) }
    }
}
