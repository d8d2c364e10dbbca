import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// "Did you mean": a mistyped option is answered with the nearest option that the command on
/// the line takes, wherever the option stands.
@Suite struct TypoSuggestionTests {
    @Test(arguments: [
        (["add", "x", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
        (["--jsn", "add", "x"], "unknown option '--jsn'; did you mean '--json'?"),
        (["edit", "3", "--nme", "x"], "unknown option '--nme'; did you mean '--name'?"),
        // add does not take --all, so --al is not taken for it; --url, as near, is.
        (["add", "x", "--al"], "unknown option '--al'; did you mean '--url'?"),
        (["add", "x", "--alx"], "unknown option '--alx'; see 'todo --help'"),
        (["list", "--al"], "unknown option '--al'; did you mean '--all'?"),
        // list does not take --name: the nearest option list takes is offered instead.
        (["list", "--nam"], "unknown option '--nam'; see 'todo --help'"),
        (["--nam"], "unknown option '--nam'; see 'todo --help'"),
        (["done", "3", "--fiel", "x.json"], "unknown option '--fiel'; did you mean '--file'?"),
        (["help", "--mna"], "unknown option '--mna'; did you mean '--man'?"),
        (["list", "--mna"], "unknown option '--mna'; see 'todo --help'"),
        // With no known command, any option may be meant.
        (["--nam", "frobnicate"], "unknown option '--nam'; did you mean '--name'?"),
    ])
    func aTypoGetsTheNearestOptionTheCommandTakes(arguments: [String], message: String) {
        #expect(throws: TodoError.usage(message)) { try CommandLineParser.parse(arguments) }
    }

    @Test(arguments: [
        (["lsit"], "unknown command 'lsit'; did you mean 'list'?"),
        (["completion", "bash"], "unknown command 'completion'; did you mean 'completions'?"),
        (["frobnicate", "3"], "unknown command 'frobnicate'; the commands are list, add, done, reopen, rm, edit, show, undo, import, export, sync, merge, completions, help"),
    ])
    func aMistypedCommandGetsTheNearestCommand(arguments: [String], message: String) {
        #expect(throws: TodoError.usage(message)) { try CommandLineParser.parse(arguments) }
    }

    /// Another tool's word gets `todo`'s, not the nearest spelling (`del` is nearest to
    /// `help`, `info` to `undo`). `show` is named before it is declared: the table does not
    /// ask that its target be a command yet.
    @Test(arguments: [
        (["del", "3"], "unknown command 'del'; did you mean 'rm'?"),
        (["delete", "3"], "unknown command 'delete'; did you mean 'rm'?"),
        (["Delete", "3"], "unknown command 'Delete'; did you mean 'rm'?"),
        (["info", "14"], "unknown command 'info'; did you mean 'show'?"),
        (["modify", "3", "--name", "x"], "unknown command 'modify'; did you mean 'edit'?"),
        (["--json", "del", "3"], "unknown command 'del'; did you mean 'rm'?"),
    ])
    func anotherToolsWordGetsItsCounterpart(arguments: [String], message: String) {
        #expect(throws: TodoError.usage(message)) { try CommandLineParser.parse(arguments) }
    }

    @Test func everyCounterpartIsLowerCaseAndNoCommandOfOurs() {
        for (word, ours) in CounterpartCommand.words {
            #expect(word == word.lowercased())
            #expect(CommandName(word: word) == nil, "\(word)")
            #expect(word != ours)
        }
    }
}
