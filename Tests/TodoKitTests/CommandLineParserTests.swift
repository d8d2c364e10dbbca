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
        #expect(parsed.operandsBeforeEnd == 0)
        #expect(!parsed.json)
    }

    /// `todo add` reads `due:` words only before `--`: the parser says where it stood.
    @Test(arguments: [
        (["add", "Read", "due:fri", "--", "due:mon", "x"], ["Read", "due:fri"], ["due:mon", "x"]),
        (["add", "Read", "due:fri"], ["Read", "due:fri"], []),
        (["--", "add", "due:fri"], [], ["due:fri"]),
        (["add", "a", "--", "b", "--", "c"], ["a"], ["b", "--", "c"]),
        (["add", "a", "--"], ["a"], []),
    ])
    func theOperandsAreSplitWhereTheEndOfOptionsStood(arguments: [String], before: [String], after: [String]) throws {
        let split = try CommandLineParser.parse(arguments).operandsSplitAtEnd
        #expect(split.before == before)
        #expect(split.after == after)
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
        (["Buy", "milk"], "unknown command 'Buy'; the commands are list, add, done, reopen, rm, edit, show, undo, import, export, sync, merge, completions, help"),
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
        (["\u{1B}[31m"], "unknown command '\\u{1B}[31m'; the commands are list, add, done, reopen, rm, edit, show, undo, import, export, sync, merge, completions, help"),
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

    /// Every count `OperandSpec` declares, one rule each, with the message a user reads: each
    /// usage line in it is the command's synopsis, as help shows it.
    @Test(arguments: [
        (["done"], "todo done needs at least one ID: todo done ID... [--json]"),
        (["reopen", "--json"], "todo reopen needs at least one ID: todo reopen ID... [--json]"),
        (["remove"], "todo rm needs at least one ID: todo rm ID... [--json]"),
        (["edit", "--name", "x"], "todo edit needs an ID: todo edit ID [+TAG|@CONTEXT...] [--name NAME] [--due DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--untag WORD]... [--json]"),
        (["edit", "1", "--name", "Pay", "rent"],
         "todo edit takes one ID, not 2: todo edit ID [+TAG|@CONTEXT...] [--name NAME] [--due DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--untag WORD]... [--json]; quote a name that has spaces"),
        (["add", "--due", "fri"], "todo add needs a NAME: todo add [--due DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--json] [--] NAME..."),
        (["undo", "3"], "todo undo takes no operands, not '3'"),
        (["undo", "\u{1B}"], "todo undo takes no operands, not '\\u{1B}'"),
        (["export", "out.ics"], "todo export takes no operands, not 'out.ics'; it writes to standard output"),
        (["import", "a", "b"], "todo import takes one FILE, not 2: todo import [FILE] [--from FORMAT] [--json]"),
        (["completions"], "todo completions needs a SHELL (bash, zsh or fish): todo completions SHELL"),
        (["completions", "bash", "zsh"], "todo completions takes one SHELL, not 2: todo completions SHELL"),
        (["completions", "ids"], "todo completions ids needs a STATE (open, done or all): todo completions ids STATE"),
        (["completions", "ids", "open", "done"], "todo completions ids takes one STATE, not 2: todo completions ids STATE"),
        (["help", "add", "done"], "todo help takes one COMMAND, not 2: todo help [COMMAND] [--man]"),
    ])
    func operandCountsAreTheDeclaredOnes(arguments: [String], message: String) {
        #expect(throws: TodoError.usage(message)) { try CommandLineParser.parse(arguments) }
    }

    @Test func operandCountsThatHold() throws {
        #expect(try CommandLineParser.parse(["list"]).operands == [])
        #expect(try CommandLineParser.parse(["list", "+home", "@phone", "milk"]).operands.count == 3)
        #expect(try CommandLineParser.parse(["done", "1", "2", "3"]).operands == ["1", "2", "3"])
        #expect(try CommandLineParser.parse(["edit", "1", "--name", "x"]).operands == ["1"])
        #expect(try CommandLineParser.parse(["import"]).operands == [])
        #expect(try CommandLineParser.parse(["import", "-"]).operands == ["-"])
        #expect(try CommandLineParser.parse(["help"]).operands == [])
        #expect(try CommandLineParser.parse(["completions", "ids", "done"]).operands == ["ids", "done"])
    }

    /// On a terminal, `todo add` with no NAME opens the Add screen, which asks for it.
    @Test func aNameTheAddScreenAsksForMayBeLeftOutOnATerminal() throws {
        #expect(try CommandLineParser.parse(["add", "--due", "fri"], canAsk: true).operands == [])
        #expect(throws: TodoError.usage("todo done needs at least one ID: todo done ID... [--json]")) {
            try CommandLineParser.parse(["done"], canAsk: true)
        }
    }

    /// Help and the version need no operands: `todo edit --help` is not a mistake.
    @Test func helpAndVersionAreNotHeldToOperandCounts() throws {
        #expect(try CommandLineParser.parse(["edit", "--help"]).help)
        #expect(try CommandLineParser.parse(["undo", "3", "--help"]).help)
        #expect(try CommandLineParser.parse(["done", "--version"]).version)
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
