import Foundation

/// The names in a folder, sorted, for a test to compare exactly (a folder that cannot be
/// listed gives one name saying why, so the comparison fails with the reason in view).
package enum FolderNames {
    package static func of(_ folder: String) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            return ["<cannot list \(folder): \(error)>"]
        }
    }
}
