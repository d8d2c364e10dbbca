import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct CommandLineParserTests {
    @Test func optionsStandBeforeOrAfterTheCommand() throws {
        let before = try CommandLineParser.parse(["--file", "/tmp/x.json", "add", "Buy", "milk", "--due=fri"])
        let after = try CommandLineParser.parse(["add", "Buy", "--due", "fri", "milk", "--file=/tmp/x.json"])
        #expect(before == ParsedCommandLine(command: .add, operands: ["Buy", "milk"], file: "/tmp/x.json", draft: ItemDraft(due: "fri")))
        #expect(after == before)
    }

    @Test func shortDueTakesItsValueAttachedOrApart() throws {
        #expect(try CommandLineParser.parse(["add", "-d", "tom", "x"]).draft.due == "tom")
        #expect(try CommandLineParser.parse(["add", "-dtom", "x"]).draft.due == "tom")
        #expect(try CommandLineParser.parse(["add", "-d=tom", "x"]).draft.due == "tom")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try CommandLineParser.parse(["add", "--due", "fri", "--", "-5 degrees", "--json"])
        #expect(parsed.operands == ["-5 degrees", "--json"])
        #expect(!parsed.json)
    }

    @Test func noCommandIsTodoAlone() throws {
        #expect(try CommandLineParser.parse([]) == ParsedCommandLine())
        #expect(try CommandLineParser.parse(["--json"]) == ParsedCommandLine(json: true))
    }

    @Test func helpAndVersionFlags() throws {
        #expect(try CommandLineParser.parse(["-h"]).help)
        #expect(try CommandLineParser.parse(["add", "--help"]) == ParsedCommandLine(command: .add, help: true))
        #expect(try CommandLineParser.parse(["--version"]).version)
    }

    @Test(arguments: [
        (["lsit"], "unknown command 'lsit'; did you mean 'list'?"),
        (["ad", "x"], "unknown command 'ad'; did you mean 'add'?"),
        (["Buy", "milk"], "unknown command 'Buy'; the commands are list, add, done, reopen, rm, edit, undo, import, export, completions, help"),
        (["list", "--jsno"], "unknown option '--jsno'; did you mean '--json'?"),
        (["list", "--dne"], "unknown option '--dne'; did you mean '--done'?"),
        (["--dne", "ls"], "unknown option '--dne'; did you mean '--done'?"),
        (["add", "x", "--dne"], "unknown option '--dne'; did you mean '--due'?"),
        (["add", "x", "--dne=fri"], "unknown option '--dne'; did you mean '--due'?"),
        (["add", "x", "--deu", "fri"], "unknown option '--deu'; did you mean '--due'?"),
        (["list", "-x"], "unknown option '-x'; see 'todo --help'"),
        (["add", "x", "--due"], "--due needs a value (--due DATE)"),
        (["list", "--json=yes"], "--json takes no value"),
        (["add", "x", "--all"], "--all does not go with 'todo add'"),
        (["list", "--due", "fri"], "--due does not go with 'todo list'"),
        (["\u{1B}[31m"], "unknown command '\\u{1B}[31m'; the commands are list, add, done, reopen, rm, edit, undo, import, export, completions, help"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: TodoError.usage(message)) { try CommandLineParser.parse(arguments) }
    }

    @Test func aliasesNameTheirCommand() throws {
        #expect(try CommandLineParser.parse(["ls", "--all"]) == ParsedCommandLine(command: .list, all: true))
        #expect(try CommandLineParser.parse(["remove", "3"]) == ParsedCommandLine(command: .rm, operands: ["3"]))
        #expect(CommandName(word: "LS") == nil)
        #expect(throws: TodoError.usage("unknown command 'remvoe'; did you mean 'remove'?")) {
            try CommandLineParser.parse(["remvoe", "3"])
        }
    }

    @Test func theLastOfARepeatedOptionWins() throws {
        #expect(try CommandLineParser.parse(["add", "x", "--due", "fri", "--due", "sat"]).draft.due == "sat")
    }
}

/// `--file` keeps the bytes it was given; everything else is read as UTF-8 text.
@Suite struct CommandLineBytesTests {
    private let latin: [UInt8] = Array("caf".utf8) + [0xE9]

    @Test func aPathValueKeepsBytesThatAreNotUTF8() throws {
        let separate = try CommandLineParser.parse(bytes: [Array("--file".utf8), latin, Array("list".utf8)])
        #expect(separate.file == FilePath(bytes: latin))
        let inline = try CommandLineParser.parse(bytes: [Array("--file=".utf8) + latin])
        #expect(inline.file == FilePath(bytes: latin))
    }

    @Test func otherValuesAreText() throws {
        let parsed = try CommandLineParser.parse(bytes: [Array("add".utf8), latin, Array("--due=".utf8) + latin])
        #expect(parsed.operands == ["caf\u{FFFD}"])
        #expect(parsed.draft.due == "caf\u{FFFD}")
    }
}
