package import TodoCore
/// Splitting and joining file paths byte by byte, the way the kernel reads them.
///
/// Foundation's URL helpers standardise paths (dropping `..`, resolving nothing) and take
/// them as text; these stay literal, and keep bytes that are not UTF-8.
package enum FilePathText {
    private static let slash = UInt8(ascii: "/")

    /// The folder that holds `path`: "." for a bare name, "/" for a file at the root.
    package static func folder(of path: FilePath) -> FilePath {
        guard let slash = path.bytes.lastIndex(of: slash) else { return "." }
        if slash == 0 { return "/" }
        return FilePath(bytes: path.bytes[..<slash])
    }

    /// The last component of `path` (empty when `path` ends with "/").
    package static func name(of path: FilePath) -> [UInt8] {
        guard let slash = path.bytes.lastIndex(of: slash) else { return path.bytes }
        return Array(path.bytes[(slash + 1)...])
    }

    /// `name` inside `folder`.
    package static func join(_ folder: FilePath, _ name: [UInt8]) -> FilePath {
        if folder == "." { return FilePath(bytes: name) }
        if folder.bytes.last == slash { return FilePath(bytes: folder.bytes + name) }
        return FilePath(bytes: folder.bytes + [slash] + name)
    }

    /// Where a symbolic link at `link` whose text is `target` points: a relative target is
    /// relative to the link's folder, not to the working directory.
    package static func resolve(linkTarget target: [UInt8], ofLinkAt link: FilePath) -> FilePath {
        if target.first == slash { return FilePath(bytes: target) }
        return join(folder(of: link), target)
    }
}
