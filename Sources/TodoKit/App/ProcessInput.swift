import TodoCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line and the environment as the kernel hands them over: bytes.
///
/// `CommandLine.arguments` and `ProcessInfo` decode them as UTF-8 and replace what is not
/// with U+FFFD, which would make `--file $'caf\xE9.json'` name another file. Paths are taken
/// from these bytes as they are; everything else is read as text.
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

    /// This process's own, from `argv` and `environ`.
    package static func current() -> ProcessInput {
        let argv = CommandLine.unsafeArgv
        let arguments = (1..<max(Int(CommandLine.argc), 1)).map { bytes(of: argv[$0]) }
        var environment: [String: [UInt8]] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let pair = bytes(of: entry)
            if let equals = pair.firstIndex(of: UInt8(ascii: "=")) {
                environment[String(decoding: pair[..<equals], as: UTF8.self)] = Array(pair[(equals + 1)...])
            }
            cursor += 1
        }
        return ProcessInput(arguments: arguments, environment: environment)
    }

    /// The environment as text, for everything that is not a path.
    var textEnvironment: [String: String] {
        environment.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The environment for the variables that hold paths.
    var pathEnvironment: [String: FilePath] {
        environment.mapValues { FilePath(bytes: $0) }
    }

    private static func bytes(of cString: UnsafeMutablePointer<CChar>?) -> [UInt8] {
        guard let cString else { return [] }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                         count: strlen(cString)))
    }
}
