import Testing
@testable import TodoCore
@testable import TodoKit

/// The List screen's `:` line, split into words as a POSIX shell splits them (no expansion).
@Suite struct ShellWordSplitterTests {
    @Test(arguments: [
        ("done 3 4", ["done", "3", "4"]),
        ("  add   Buy milk\t--due fri ", ["add", "Buy", "milk", "--due", "fri"]),
        ("add 'milk & eggs' --due \"next monday\"", ["add", "milk & eggs", "--due", "next monday"]),
        (#"add it\'s\ late"#, ["add", "it's late"]),
        (#"add "say \"hi\" \$HOME \\ \a""#, ["add", #"say "hi" $HOME \ \a"#]),
        ("add a''b \"\"", ["add", "ab", ""]),
        ("list $HOME ~ *.txt", ["list", "$HOME", "~", "*.txt"]),
        ("add 'one'\"two\"three", ["add", "onetwothree"]),
        (#"add 'a\b'"#, ["add", #"a\b"#]),
        ("", []),
        ("   ", []),
    ])
    func splitsAsAShellDoes(line: String, words: [String]) throws {
        #expect(try ShellWordSplitter.words(of: line) == words)
    }

    @Test(arguments: [
        ("add 'milk", "the command line has a ' that is not closed"),
        ("add \"milk", "the command line has a \" that is not closed"),
        (#"add milk\"#, #"the command line ends with a \ that quotes nothing"#),
    ])
    func anOpenQuoteIsRefused(line: String, message: String) {
        #expect(throws: TodoError.usage(message)) { try ShellWordSplitter.words(of: line) }
    }
}
