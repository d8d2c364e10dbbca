import Foundation

/// Runs the built `todo` from a small `sh` script, for what `Process` cannot set up itself: a
/// umask, a file-size limit, an argument or a variable that is not UTF-8 (`printf '\351'`), a
/// FIFO held open. The script runs in `folder` and finds the binary in `$TODO`; a script that
/// could hang runs it under `timeout`, so that a hang fails the test instead of stalling the suite.
enum ShellScript {
    static func run(_ script: String, in folder: URL, environment extra: [String: String] = [:]) throws -> TodoBinary.Result {
        var environment = ["TZ": "Europe/Berlin", "PATH": "/usr/bin:/bin", "HOME": folder.path,
                           "TODO": TodoBinary.url.path, "FOLDER": folder.path]
        environment.merge(extra) { $1 }
        return try ShellProcess.run("sh", ["-c", "cd \"$FOLDER\" && " + script], environment: environment)
    }

    /// The names in `folder` as bytes (they need not be UTF-8), sorted.
    static func names(in folder: String) -> [[UInt8]] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The bytes of the file at `path` (given as bytes), nil when it cannot be read.
    static func contents(of path: [UInt8]) -> [UInt8]? {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(cPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count <= 0 { return result }
            result += chunk[0..<count]
        }
    }
}
