import Foundation
import Testing

/// README's install and uninstall steps, run as written into a temporary PREFIX, with the
/// test's own build of `todo` standing in for the release build.
@Suite struct InstallEndToEndTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    static let installed = [
        "bin/todo", "share/man/man1/todo.1", "share/bash-completion/completions/todo",
        "share/zsh/site-functions/_todo", "share/fish/vendor_completions.d/todo.fish",
    ]

    /// The fenced block after the README line that begins with `marker`.
    private func block(after marker: String) throws -> String {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix(marker) }, "README has no \(marker)")
        let fence = try #require(lines[(start + 1)...].first, "nothing after \(marker)")
        #expect(fence == "```sh")
        let body = lines[(start + 2)...].prefix { $0 != "```" }
        return body.joined(separator: "\n") + "\n"
    }

    private func runSteps(_ steps: String, prefix: URL, in todo: TodoBinary) throws -> TodoBinary.Result {
        try ShellProcess.run("sh", ["-c", steps], environment: todo.environment([
            "PREFIX": prefix.path, "TODO_BIN": TodoBinary.url.path, "PATH": "/usr/bin:/bin",
        ]), folder: todo.folder)
    }

    @Test(.needs(.tool("sh")))
    func readmesStepsInstallIntoAnyPrefixAndUninstall() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let prefix = todo.folder.appendingPathComponent("prefix with space")
        let install = try runSteps(try block(after: "<!-- install:"), prefix: prefix, in: todo)
        #expect(install == .init(status: 0, stdout: "", stderr: ""))
        let manager = FileManager.default
        for path in Self.installed {
            #expect(manager.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
        #expect(manager.isExecutableFile(atPath: prefix.appendingPathComponent("bin/todo").path))
        let expected = [
            "share/man/man1/todo.1": ["help", "--man"],
            "share/bash-completion/completions/todo": ["completions", "bash"],
            "share/zsh/site-functions/_todo": ["completions", "zsh"],
            "share/fish/vendor_completions.d/todo.fish": ["completions", "fish"],
        ]
        for (path, arguments) in expected {
            let text = try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
            #expect(text == (try todo.run(arguments, today: nil).stdout), "\(path)")
            let mode = try manager.attributesOfItem(atPath: prefix.appendingPathComponent(path).path)[.posixPermissions] as? Int
            #expect(mode == 0o644, "\(path)")
        }
        let uninstall = try runSteps(try block(after: "<!-- uninstall:"), prefix: prefix, in: todo)
        #expect(uninstall == .init(status: 0, stdout: "", stderr: ""))
        for path in Self.installed {
            #expect(!manager.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
    }

    /// Installed as README says, ours claims `todo`, not the _devtodo that zsh ships.
    @Test(.needs(.all(.tool("sh"), .tool("zsh"))))
    func theInstalledZshCompletionClaimsTodo() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let prefix = todo.folder.appendingPathComponent("prefix with space")
        let install = try runSteps(try block(after: "<!-- install:"), prefix: prefix, in: todo)
        #expect(install == .init(status: 0, stdout: "", stderr: ""))
        let site = prefix.appendingPathComponent("share/zsh/site-functions").path
        let script = "fpath=(\(site.shellQuoted) $fpath); autoload -U compinit; "
            + "compinit -u -d \"$HOME/zcompdump\"; print -r -- $_comps[todo]"
        let zsh = try ShellProcess.run("zsh", ["-f", "-c", script], environment: todo.environment())
        #expect(zsh == .init(status: 0, stdout: "_todo\n", stderr: ""))
    }

    @Test func readmeBuildsStaticallyAndStrips() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(text.contains("swift build -c release --static-swift-stdlib\nstrip .build/release/todo\n"))
    }
}

private extension String {
    var shellQuoted: String { "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
}
