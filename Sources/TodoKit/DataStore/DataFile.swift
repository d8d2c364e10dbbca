import Foundation

/// The data file at the level of bytes: reading it, and replacing it under a lock.
///
/// PLACEHOLDER (issue 3 replaces it): no lock, no fsync, no symlink care yet.
public struct DataFile: Sendable {
    public let path: String
    public let lockTimeout: Double

    public init(path: String, lockTimeout: Double = 10) {
        self.path = path
        self.lockTimeout = lockTimeout
    }

    /// The file's bytes, or nil when there is no file.
    public func read() throws -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TodoError.io("cannot read \(path)")
        }
        return [UInt8](data)
    }

    /// One locked read-modify-write: `transform` gets the current bytes (nil: no file) and
    /// returns the new ones, or nil to write nothing.
    public func update(_ transform: ([UInt8]?) throws -> [UInt8]?) throws {
        guard let new = try transform(try read()) else { return }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(new).write(to: url, options: .atomic)
        } catch {
            throw TodoError.io("cannot write \(path)")
        }
    }
}
