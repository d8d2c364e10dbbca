import Synchronization
package import TodoFileSystem

/// The real system calls, each one also noted in order, with the descriptor named by what was
/// opened: "open temp", "write temp", "fsync temp", "close temp", "rename", "open folder", ...
/// ("journal" for an undo journal, opened for appending).
package final class RecordingFileSystemCalls: Sendable {
    private struct State {
        package init() {}

    package var events: [String] = []
        var names: [Int32: String] = [:]
    }

    private let state = Mutex(State())

    package init() {}

    package var events: [String] { state.withLock { $0.events } }

    /// The calls to give `AtomicFileReplacer`; `skippingFsyncOfTemporaryFile` drops the flush
    /// of the new file, as a seeded bug would.
    package func calls(skippingFsyncOfTemporaryFile: Bool = false) -> FileSystemCalls {
        let system = FileSystemCalls.system
        return FileSystemCalls(
            open: { path, flags, mode in
                let descriptor = system.open(path, flags, mode)
                let name = flags & O_DIRECTORY != 0 ? "folder" : flags & O_APPEND != 0 ? "journal" : "temp"
                self.note("open \(name)", naming: descriptor, name)
                return descriptor
            },
            write: { descriptor, bytes in
                self.note("write", descriptor)
                return system.write(descriptor, bytes)
            },
            fsync: { descriptor in
                let isTemporary = self.state.withLock { $0.names[descriptor] } == "temp"
                if skippingFsyncOfTemporaryFile, isTemporary { return 0 }
                self.note("fsync", descriptor)
                return system.fsync(descriptor)
            },
            close: { descriptor in
                self.note("close", descriptor)
                return system.close(descriptor)
            },
            rename: { from, to in
                self.state.withLock { $0.events.append("rename") }
                return system.rename(from, to)
            })
    }

    private func note(_ event: String, naming descriptor: Int32, _ name: String) {
        state.withLock {
            $0.names[descriptor] = name
            $0.events.append(event)
        }
    }

    private func note(_ call: String, _ descriptor: Int32) {
        state.withLock { $0.events.append(call + " " + ($0.names[descriptor] ?? "?")) }
    }
}
