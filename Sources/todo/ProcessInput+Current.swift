import TodoKit

/// Reading `argv` and `environ` is process-wide, so it lives with `main.swift`: the libraries
/// take a `ProcessInput` and never touch the C pointers the kernel hands over.
extension ProcessInput {
    /// This process's own, from `argv` and `environ`.
    static func current() -> ProcessInput {
        let argv = CommandLine.unsafeArgv
        let arguments = (1..<max(Int(CommandLine.argc), 1)).map { bytes(of: argv[$0]) }
        var count = 0
        while environ[count] != nil { count += 1 }
        // Sized once: grown one variable at a time, the table was built again six times over.
        var environment = [String: [UInt8]](minimumCapacity: count)
        for index in 0..<count {
            let entry = buffer(of: environ[index])
            if let equals = entry.firstIndex(of: UInt8(ascii: "=")) {
                environment[String(decoding: entry[..<equals], as: UTF8.self)] = Array(entry[(equals + 1)...])
            }
        }
        return ProcessInput(arguments: arguments, environment: environment)
    }

    private static func bytes(of cString: UnsafeMutablePointer<CChar>?) -> [UInt8] {
        Array(buffer(of: cString))
    }

    /// The bytes of a C string where they are, without a copy.
    private static func buffer(of cString: UnsafeMutablePointer<CChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let cString else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                   count: strlen(cString))
    }
}
