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
    var textEnvironment: [String: String] {
        environment.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The environment for the variables that hold paths.
    var pathEnvironment: [String: FilePath] {
        environment.mapValues { FilePath(bytes: $0) }
    }
}
