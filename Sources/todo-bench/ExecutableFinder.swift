/// Finds the programs to time: `todo` beside this benchmark, the peers on PATH.
enum ExecutableFinder {
    /// This executable's path, from `/proc/self/exe`.
    static func ownPath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder this executable is in (`.build/release`).
    static func ownFolder() -> String? {
        guard let path = ownPath(), let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    /// The first of `names` found in a folder of `path` (a PATH value), as a full path.
    static func onPath(_ names: [String], path: String?) -> String? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileBytes.isExecutable(folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }
}
