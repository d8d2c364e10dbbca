package import TodoCore
import Glibc

/// The names in a folder, as bytes: the kernel's names need not be UTF-8.
package enum FolderListing {
    /// Every name in `folder` but `.` and `..`, in no particular order; none when the folder
    /// is not there. Throws `SystemCallError` when it cannot be listed.
    package static func names(in folder: FilePath) throws -> [[UInt8]] {
        guard let directory = folder.withCString({ opendir($0) }) else {
            if errno == ENOENT { return [] }
            throw SystemCallError.last
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }
}
