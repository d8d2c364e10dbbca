import TodoCore

/// The command line and the environment as the kernel hands them over: bytes.
///
/// `CommandLine.arguments` and `ProcessInfo` decode them as UTF-8 and replace what is not
/// with U+FFFD, which would make `--file $'caf\xE9.json'` name another file. Paths are taken
/// from these bytes as they are; everything else is read as text. The executable reads its
/// own from `argv` and `environ` (`ProcessInput.current()`).
package struct ProcessInput: Sendable {
    /// The arguments after the program's name.
    package let arguments: [[UInt8]]
    /// Each variable's value by name (the last one wins when a name repeats).
    package let environment: [String: [UInt8]]

    package init(arguments: [[UInt8]], environment: [String: [UInt8]]) {
        self.arguments = arguments
        self.environment = environment
    }

    /// Text given as text: the tests' way in, and any caller that has no bytes.
    package init(arguments: [String], environment: [String: String]) {
        self.init(arguments: arguments.map { Array($0.utf8) }, environment: environment.mapValues { Array($0.utf8) })
    }

    /// The environment as text, for everything that is not a path.
    ///
    /// Filled in a loop, not by `mapValues`: the standard library's generic `mapValues` has the
    /// runtime make `[String: String]`'s type from its mangled name, and being the run's first
    /// such dictionary, look up String's Hashable conformance among all of the program's, about
    /// 90,000 instructions of every `todo list` (issue 24). Made here, the type is prespecialized.
    var textEnvironment: [String: String] {
        var text = [String: String](minimumCapacity: environment.count)
        for (name, value) in environment { text[name] = String(decoding: value, as: UTF8.self) }
        return text
    }

    /// The environment for the variables that hold paths.
    var pathEnvironment: PathEnvironment {
        PathEnvironment(bytes: environment)
    }
}
