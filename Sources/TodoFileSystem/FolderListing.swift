package import TodoCore

/// The names in a folder, as bytes: the kernel's names need not be UTF-8.
package enum FolderListing {
    /// Every name in `folder` but `.` and `..`, in no particular order; none when the folder
    /// is not there. Throws `SystemCallError` when it cannot be listed.
    package static func names(in folder: FilePath) throws -> [[UInt8]] {
        let names = try folderNames(in: folder)
        return (0..<names.count).map { names[$0] }
    }

    /// The same, in one buffer (`FolderNames`).
    package static func folderNames(in folder: FilePath) throws -> FolderNames {
        guard let directory = folder.withCString({ opendir($0) }) else {
            if errno == ENOENT { return FolderNames() }
            throw SystemCallError.last
        }
        defer { closedir(directory) }
        var names = FolderNames()
        while let entry = readdir(directory) {
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                let isDots = name.count <= 2 && name.allSatisfy { $0 == UInt8(ascii: ".") }
                if !isDots { names.append(name) }
            }
        }
        return names
    }
}
