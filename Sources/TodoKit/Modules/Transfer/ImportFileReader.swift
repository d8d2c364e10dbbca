import TodoCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the FILE `todo import` names, whole.
enum ImportFileReader {
    /// Its bytes, or `TodoError.io` (exit 74) naming it and why it cannot be read.
    static func bytes(atPath path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    private static func failure(_ path: String) -> TodoError {
        TodoError.io("cannot read \(path): " + String(cString: strerror(errno)))
    }
}
