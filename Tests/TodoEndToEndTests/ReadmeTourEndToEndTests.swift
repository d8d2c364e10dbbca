import Foundation
import Testing

/// README's quick tour, run as written on an empty list: each `$ ` line is a command given to
/// `sh`, and what follows it up to the next one is exactly what it must print.
@Suite struct ReadmeTourEndToEndTests {
    struct Step: Equatable {
        var command: String
        var output: String
    }

    /// The tour's commands and outputs, from the fenced block after `<!-- tour:`.
    static func steps(in readme: String) throws -> [Step] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("<!-- tour:") }, "README has no tour")
        #expect(lines[start + 1] == "```console")
        let body = lines[(start + 2)...].prefix { $0 != "```" }
        var steps: [Step] = []
        for line in body {
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2)), output: ""))
            } else {
                let last = try #require(steps.indices.last, "the tour starts with output, not a command")
                steps[last].output += line + "\n"
            }
        }
        return steps
    }

    @Test func findsEachCommandWithTheLinesItPrints() throws {
        let readme = "text\n<!-- tour: x -->\n```console\n$ todo add A\nAdded 1: A\n$ todo list\nToday\n  1  A\n```\n$ not this\n"
        #expect(try Self.steps(in: readme) == [
            Step(command: "todo add A", output: "Added 1: A\n"),
            Step(command: "todo list", output: "Today\n  1  A\n"),
        ])
    }

    @Test(.needs(.tool("sh")))
    func printsWhatReadmeSays() throws {
        let readme = try String(contentsOf: InstallEndToEndTests.readme, encoding: .utf8)
        let steps = try Self.steps(in: readme)
        #expect(steps.count >= 8)
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        // What the tour's opening sentence tells the reader to set, in a UTF-8 locale.
        let environment = todo.environment([
            "TODO_TODAY": "2026-11-25", "TODO_WEEK_START": "monday", "TZ": "UTC", "LANG": "C.UTF-8",
            "PATH": TodoBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin",
        ])
        for step in steps {
            let run = try ShellProcess.run("sh", ["-c", step.command], environment: environment, folder: todo.folder)
            #expect(run == .init(status: 0, stdout: step.output, stderr: ""), "\(step.command)")
        }
    }
}
