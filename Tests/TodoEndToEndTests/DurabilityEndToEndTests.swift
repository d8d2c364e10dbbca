import Foundation
import Testing

/// The built binary flushes the new file before renaming it into place and the folder after,
/// as `strace` sees it. Skipped, saying why, without `strace` or the right to trace.
@Suite(.needs(.tracing))
struct DurabilityEndToEndTests {
    @Test func aWriteIsFlushThenRenameThenFlushOfTheFolder() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try ShellScript.run(#"""
            strace -f -o trace.txt -e trace=fsync,fdatasync,rename,renameat,renameat2 "$TODO" --file todo.json add x >/dev/null \
            && sed -e 's/^[0-9]* *//' -e 's/(.*//' trace.txt | grep -v '^+++' | tr '\n' ' '
            """#, in: todo.folder)
        #expect(result == .init(status: 0, stdout: "fsync rename fsync ", stderr: ""))
    }
}
