import TodoCore
/// Splitting and joining file paths as text, the way the kernel reads them.
///
/// Foundation's URL helpers standardise paths (dropping `..`, resolving nothing) in ways that
/// differ from what `open` and `rename` see; these stay literal.
enum FilePathText {
    /// The folder that holds `path`: "." for a bare name, "/" for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path` (empty when `path` ends with "/").
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `name` inside `folder`.
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        if folder.hasSuffix("/") { return folder + name }
        return folder + "/" + name
    }

    /// Where a symbolic link at `link` whose text is `target` points: a relative target is
    /// relative to the link's folder, not to the working directory.
    static func resolve(linkTarget target: String, ofLinkAt link: String) -> String {
        if target.hasPrefix("/") { return target }
        return join(folder(of: link), target)
    }
}
