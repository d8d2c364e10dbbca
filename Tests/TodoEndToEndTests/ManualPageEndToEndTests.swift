import Foundation
import Testing

/// `todo help --man` as man and groff read it, and the help it is made beside.
@Suite struct ManualPageEndToEndTests {
    private func manualPage(_ todo: TodoBinary) throws -> String {
        let result = try todo.run(["help", "--man"])
        #expect(result.status == 0 && result.stderr == "")
        return result.stdout
    }

    /// Every `--option` and command that `todo --help` names.
    private func namedInHelp(_ todo: TodoBinary) throws -> (options: Set<String>, commands: [String]) {
        let help = try todo.run(["--help"]).stdout
        let options = Set(help.matches(of: try Regex("--[a-z][a-z-]*")).map { String(help[$0.range]) })
        // `  todo list [--all] ...`, not `  todo      the List screen` nor `  todo --help`.
        let commands = help.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  todo "), line.dropFirst(7).first?.isLetter == true else { return nil }
            return line.split(separator: " ").dropFirst().first.map(String.init)
        }
        return (options, commands)
    }

    @Test(.needs(.tool("groff")))
    func groffReadsItWithoutAWarningAndItNamesEverythingHelpNames() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let page = todo.folder.appendingPathComponent("todo.1")
        try Data(try manualPage(todo).utf8).write(to: page)
        let check = try ShellProcess.run("groff", ["-man", "-ww", "-z", page.path], environment: ["PATH": "/usr/bin:/bin"])
        #expect(check == .init(status: 0, stdout: "", stderr: ""))
        let rendered = try ShellProcess.run("groff", ["-man", "-ww", "-Tascii", "-P-cbu", page.path],
                                            environment: ["PATH": "/usr/bin:/bin"])
        #expect(rendered.status == 0 && rendered.stderr == "")
        let named = try namedInHelp(todo)
        #expect(named.commands.count >= 8, "\(named.commands)")
        for option in named.options { #expect(rendered.stdout.contains(option), "the page leaves out \(option)") }
        for command in named.commands {
            #expect(rendered.stdout.contains("todo " + command), "the page leaves out todo \(command)")
        }
    }

    @Test(.needs(.tool("man")))
    func manRendersIt() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let page = todo.folder.appendingPathComponent("todo.1")
        try Data(try manualPage(todo).utf8).write(to: page)
        let result = try ShellProcess.run("man", ["-l", page.path], environment: [
            "PATH": "/usr/bin:/bin", "MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80", "LANG": "C.UTF-8",
            "HOME": todo.folder.path,
        ])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        #expect(result.stdout.contains("EXIT STATUS"))
    }

    /// The help of todo and of each command, as the binary prints it, fits 80 columns.
    @Test func helpFitsEightyColumns() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let commands = try namedInHelp(todo).commands
        for arguments in [["--help"]] + commands.map({ [$0, "--help"] }) {
            let result = try todo.run(arguments)
            #expect(result.status == 0 && result.stderr == "")
            for line in result.stdout.split(separator: "\n") {
                #expect(line.unicodeScalars.count <= 80 && line.unicodeScalars.allSatisfy(\.isASCII), "\(arguments): \(line)")
            }
        }
    }
}
