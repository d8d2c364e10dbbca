import TodoKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading `argv` and `environ` is process-wide, so it lives with `main.swift`: the libraries
/// take a `ProcessInput` and never touch the C pointers the kernel hands over.
extension ProcessInput {
    /// This process's own, from `argv` and `environ`.
    static func current() -> ProcessInput {
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

    private static func bytes(of cString: UnsafeMutablePointer<CChar>?) -> [UInt8] {
        guard let cString else { return [] }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                         count: strlen(cString)))
    }
}
