import Foundation

/// A small tmpfs of its own on a fresh folder, for tests of a full disk or a read-only
/// folder. Needs root (or CAP_SYS_ADMIN); `problem` says why it cannot be had here.
package final class TmpfsMount {
    /// Why no tmpfs can be mounted here, or nil when one can (tried once, and printed).
    package static let problem: String? = {
        let problem = findProblem()
        if let problem { print("tmpfs tests skipped: \(problem)") }
        return problem
    }()

    package let path: String

    /// Mounts a tmpfs of `size` bytes (mode 0700) on `folder`, or on a new folder.
    package init(size: Int, on folder: String? = nil) throws {
        path = folder ?? NSTemporaryDirectory() + "todo-tmpfs-" + UUID().uuidString
        if folder == nil { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
        if let failure = Self.run("mount", "-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", path) {
            rmdir(path)
            throw MountFailure(text: failure)
        }
    }

    /// Unmounts (lazily if it is busy) and removes the folder.
    package func unmount() {
        if Self.run("umount", path) != nil { Self.run("umount", "-l", path) }
        rmdir(path)
    }

    /// Makes the mounted file system read-only.
    package func remountReadOnly() throws {
        if let failure = Self.run("mount", "-o", "remount,ro", path) { throw MountFailure(text: failure) }
    }

    /// `relative` inside the mount.
    package func at(_ relative: String) -> String { path + "/" + relative }

    /// The names in the mount's top folder, sorted.
    package func names() -> [String] {
        FolderNames.of(path)
    }

    package struct MountFailure: Error, CustomStringConvertible {
        package let text: String
        package var description: String { text }
    }

    private static func findProblem() -> String? {
        guard geteuid() == 0 else { return "not root, so no tmpfs can be mounted" }
        do {
            try TmpfsMount(size: 65536).unmount()
            return nil
        } catch {
            return "mount failed: \(error)"
        }
    }

    /// Runs a command; nil when it succeeds, else what went wrong.
    @discardableResult
    private static func run(_ arguments: String...) -> String? {
        let run: ProgramRun
        do {
            run = try ProgramRun.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: nil)
        } catch {
            return "\(arguments[0]) did not start: \(error)"
        }
        guard run.status == 0 else {
            return "\(arguments.joined(separator: " ")) exited \(run.status): \(run.stderr)"
        }
        return nil
    }
}
