import Foundation
import Testing
import TodoTestSupport

/// The completion scripts in the shells themselves: bash's function driven through
/// COMP_WORDS and COMP_CWORD, fish's through `complete -C`, zsh's loaded. Each is skipped when
/// its shell is not installed.
@Suite struct CompletionsEndToEndTests {
    /// Open 1 and 3, done 2, and a name with a tab in it.
    private func makeTodo() throws -> TodoBinary {
        let todo = try TodoBinary()
        try todo.write("""
            {"version": 1, "items": [
              {"id": 1, "name": "Buy milk", "due": "2026-11-21"},
              {"id": 2, "name": "Pay rent", "due": "2026-11-20", "done": "2026-11-20T18:02:11Z"},
              {"id": 3, "name": "Call\\tmom: soon", "due": "2026-11-24"},
              {"id": 12, "name": "Dentist", "due": "2026-12-01T09:00"}
            ]}
            """)
        return todo
    }

    /// What bash's `_todo` offers for `words`, the last being the word under the cursor.
    private func bashOffers(_ words: [String], _ todo: TodoBinary) throws -> [String] {
        let script = """
            source <(todo completions bash) || exit 9
            COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 ))
            _todo || exit 8
            (( ${#COMPREPLY[@]} )) && printf '%s\\n' "${COMPREPLY[@]}"
            exit 0
            """
        let result = try ShellProcess.run("bash", ["-c", script, "bash", "todo"] + words,
                                          environment: todo.environment(["PATH": ShellProcess.path]), folder: todo.folder)
        #expect(result.status == 0 && result.stderr == "", "\(words): \(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(.needs(.tool("bash")))
    func bashOffersCommandsOptionsAndValues() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try bashOffers([""], todo) == ["list", "ls", "add", "done", "reopen", "rm", "remove", "edit", "show", "undo", "import", "export", "sync", "merge", "completions", "help"])
        #expect(try bashOffers(["co"], todo) == ["completions"])
        #expect(try bashOffers(["add", "--j"], todo) == ["--json"])
        #expect(try bashOffers(["list", "--a"], todo) == ["--all"])
        #expect(try bashOffers(["done", "--a"], todo) == [])
        #expect(try bashOffers(["help", "--m"], todo) == ["--man"])
        #expect(try bashOffers(["--w"], todo) == ["--week-start"])
        #expect(try bashOffers(["add", "x", "--due", "ne"], todo)
                == [#"next\ weekend"#, #"next\ week"#, #"next\ month"#, #"next\ year"#])
        #expect(try bashOffers(["add", "x", "-d", "to"], todo) == ["today", "tomorrow", "tonight"])
        #expect(try bashOffers(["edit", "1", "--due", "e"], todo) == ["eod", "eow", "eonw", "eom", "eoy"])
        // Catching up is ordinary: add goes back as edit does.
        #expect(try bashOffers(["add", "x", "--due", "y"], todo) == ["yesterday"])
        #expect(try bashOffers(["add", "x", "--due", "=", "y"], todo) == ["yesterday"])
        #expect(try bashOffers(["edit", "1", "--due", "y"], todo) == ["yesterday"])
        #expect(try bashOffers(["--due", "y"], todo) == ["yesterday"])
        #expect(try bashOffers(["add", "x", "--every", "weekd"], todo) == ["weekdays"])
        #expect(try bashOffers(["--week-start", "t"], todo) == ["tuesday", "thursday"])
        #expect(try bashOffers(["list", "--color", ""], todo) == ["auto", "always", "never"])
        // bash splits `--color=al` at the '=' into three words.
        #expect(try bashOffers(["list", "--color", "=", "al"], todo) == ["always"])
        #expect(try bashOffers(["list", "--color", "="], todo) == ["auto", "always", "never"])
        #expect(try bashOffers(["completions", ""], todo) == ["bash", "zsh", "fish"])
        #expect(try bashOffers(["help", "e"], todo) == ["edit", "export"])
        #expect(try bashOffers(["help", "edit", ""], todo) == [])
        // A name takes anything: nothing is offered, not even after `--`.
        #expect(try bashOffers(["add", ""], todo) == [])
        #expect(try bashOffers(["add", "--", "--due", ""], todo) == [])
        #expect(try bashOffers(["--file", todo.folder.path + "/to"], todo) == [todo.dataPath])
    }

    @Test(.needs(.tool("bash")))
    func bashOffersTheIDsOfTheItemsACommandCanActOn() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try bashOffers(["done", ""], todo) == ["1", "3", "12"])
        #expect(try bashOffers(["rm", "1"], todo) == ["1", "12"])
        #expect(try bashOffers(["done", "1", ""], todo) == ["3", "12"])
        // A done item can be edited and removed too.
        #expect(try bashOffers(["--json", "edit", ""], todo) == ["1", "2", "3", "12"])
        #expect(try bashOffers(["edit", "3", ""], todo) == [])
        #expect(try bashOffers(["reopen", ""], todo) == ["2"])
        // show reads done items too.
        #expect(try bashOffers(["show", ""], todo) == ["1", "2", "3", "12"])
        #expect(try bashOffers(["show", "2", "1"], todo) == ["1", "12"])
        // The list that --file names, however it is written.
        let other = todo.folder.appendingPathComponent("other.json").path
        try Data(#"{"version": 1, "items": [{"id": 40, "name": "Elsewhere", "due": "2026-11-21"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: other))
        #expect(try bashOffers(["--file", other, "done", ""], todo) == ["40"])
        #expect(try bashOffers(["--file", "=", other, "done", ""], todo) == ["40"])
        #expect(try bashOffers(["done", "--file", "other.json", ""], todo) == ["40"])
        #expect(try bashOffers(["--file", "missing.json", "done", ""], todo) == [])
    }

    @Test(.needs(.tool("fish")))
    func fishOffersIDsWithTheirNames() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        func offers(_ line: String) throws -> String {
            let result = try ShellProcess.run("fish", ["--no-config", "-c", "todo completions fish | source; complete -C" + line],
                                              environment: todo.environment(["PATH": ShellProcess.path]))
            #expect(result.status == 0 && result.stderr == "", "\(line): \(result.stderr)")
            return result.stdout
        }
        #expect(try offers("'todo done '") == "1\tBuy milk\n3\tCall\\u{9}mom: soon\n12\tDentist\n")
        #expect(try offers("'todo reopen '") == "2\tPay rent\n")
        #expect(try offers("'todo show '") == "1\tBuy milk\n2\tPay rent\n3\tCall\\u{9}mom: soon\n12\tDentist\n")
        #expect(try offers("'todo edit 1 '") == "")
        #expect(try offers("'todo co'") == "completions\ta completion script for bash, zsh or fish\n")
        #expect(try offers("'todo add --j'") == "--json\tprint the new item as a JSON object\n")
        // fish shows an option's help beside its values.
        let color = "\tauto, always or never (auto honours NO_COLOR and TERM=dumb)\n"
        #expect(try offers("'todo --color '") == "auto" + color + "always" + color + "never" + color)
        let due = "\twhen it is due (default: today; may be in the past)\n"
        #expect(try offers("'todo add x --due next'") == "next weekend" + due + "next week" + due + "next month" + due + "next year" + due)
        // fish also offers words that merely contain what is typed: "yes" is only in yesterday.
        #expect(try offers("'todo add x --due yes'") == "yesterday" + due)
        #expect(try offers("'todo edit 1 --due yes'") == "yesterday\tthe new due date, in any form todo add --help lists; none: no date (and no repeating)\n")
    }

    /// What an interactive zsh shows at a TAB after `line`, read from a pseudo-terminal until
    /// `last` shows (under `timeout`, so that a script that offers nothing fails, not hangs):
    /// the lines from the first `[description]` on, or all of them.
    private func zshListing(_ line: String, until last: String, _ todo: TodoBinary) throws -> [String] {
        let driver = """
            zmodload zsh/zpty
            zpty z 'zsh -f -i'
            zpty -w z 'PROMPT="> "; autoload -U compinit; compinit -u -d "$HOME/zcompdump"; \
            source <(todo completions zsh); zstyle ":completion:*" format "[%d]"; print READY'
            zpty -r z out '*READY*'
            zpty -w -n z "$1"$'\\t'
            zpty -r z out "*$2*"
            print -r -- "$out"
            """
        let zsh = TestNeed.toolPath("zsh") ?? "zsh"
        let result = try ShellProcess.run("timeout", ["-s", "KILL", "60", zsh, "-f", "-c", driver, "zsh", line, last],
                                          environment: todo.environment(["PATH": ShellProcess.path]))
        #expect(result.status == 0, "\(result.stderr)")
        // By scalars: "\r\n" is one Character, which a Character search for "\r" passes over.
        let unixLines = String(String.UnicodeScalarView(result.stdout.unicodeScalars.filter { $0 != "\r" }))
        let plain = unixLines.replacing(try Regex("\u{1B}\\[[0-9;?]*[a-zA-Z]"), with: "")
        // zsh pads each line of a listing to the terminal's width.
        let lines = plain.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
        let listing = lines.drop { !$0.hasPrefix("[") }
        return listing.isEmpty ? lines : Array(listing)
    }

    @Test(.needs(.all(.tool("zsh"), .tool("timeout"))))
    func zshListsIDsWithTheirNames() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let open = try zshListing("todo done ", until: "Dentist", todo)
        #expect(open == ["[open item]", "1   -- Buy milk", #"3   -- Call\u{9}mom: soon"#, "12  -- Dentist"])
        // The one done item is not listed but put on the line.
        #expect(try zshListing("todo reopen ", until: "reopen 2 ", todo).last?.hasSuffix("todo reopen 2") == true)
    }

    @Test(.needs(.tool("zsh")))
    func zshLoadsTheScriptAndItClaimsTodo() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let script = "autoload -U compinit; compinit -u -d \"$HOME/zcompdump\"; source <(todo completions zsh); "
            + "print -r -- $_comps[todo]"
        let result = try ShellProcess.run("zsh", ["-f", "-c", script], environment: todo.environment(["PATH": ShellProcess.path]))
        #expect(result == .init(status: 0, stdout: "_todo\n", stderr: ""))
    }
}
