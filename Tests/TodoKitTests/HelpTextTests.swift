import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Help is made from the declaration: it names the options the parser takes, and no others.
@Suite struct HelpTextTests {
    let spec = CommandLineSpec.todo

    private func longOptions(in text: String) throws -> Set<String> {
        let pattern = try Regex("--[a-z][a-z-]*")
        return Set(text.matches(of: pattern).map { String(text[$0.range].dropFirst(2)) })
    }

    @Test(arguments: CommandName.allCases.filter { $0 != .help })
    func aCommandsHelpNamesExactlyTheOptionsItTakes(command: CommandName) throws {
        let declared = spec.command(command)
        let named = try longOptions(in: HelpText.text(for: command))
        for name in named {
            let option = try #require(spec.option(long: name), "help of \(command) names --\(name)")
            #expect(declared.takes(option), "help of \(command) names --\(name), which it does not take")
        }
        for use in declared.options {
            #expect(named.contains(use.option.long), "help of \(command) leaves out \(use.option.flag)")
        }
    }

    /// The man page's words come from the same text: every key of every inline attribute.
    @Test func addsHelpNamesEveryInlineWord() {
        #expect(CommandSpec.inlineWordsHelp.hasPrefix(
            "A NAME word due:DATE, every:RULE (or rec:, recur:), pri:P (or priority:) or start:DATE (or wait:, t:) is taken"))
        let help = HelpText.text(for: .add).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("start:DATE (or wait:, t:)"))
    }

    @Test func theGeneralHelpNamesEveryCommandAndEveryOptionEveryCommandTakes() throws {
        let named = try longOptions(in: HelpText.general)
        for option in spec.options {
            #expect(named.contains(option.long), "general help leaves out \(option.flag)")
        }
        // A synopsis wider than 80 columns is broken between its parts: compared as flowing text.
        let flowing = HelpText.general.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for command in spec.commands {
            #expect(flowing.contains(command.synopsis), "\(command.name)")
        }
        #expect(HelpText.text(for: nil) == HelpText.general)
        #expect(HelpText.text(for: .help) == HelpText.general)
    }

    /// Every line, examples too, fits 80 columns; help is ASCII, so a character is a column.
    @Test(arguments: [nil] + CommandName.allCases)
    func helpFitsEightyColumns(command: CommandName?) {
        let text = HelpText.text(for: command)
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        for line in text.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test func aLongExampleStandsUnderItsHeadingBrokenAfterAPipe() {
        #expect(HelpText.text(for: .done).contains("""

            Example:
              todo list --json |
                jq '.sections[] | select(.title == "Overdue") | .items[].id' |
                xargs todo done
            (with GNU xargs, add -r so that nothing runs when nothing is overdue)

            """))
        #expect(HelpText.text(for: .add).contains("\nExample: id=$(todo add Pay rent --due eom --json | jq .id)\n"))
    }

    @Test func aCommandsHelpReadsUsageDescriptionOptionsNotes() {
        #expect(HelpText.text(for: .rm) == """
            Usage: todo rm ID... [--json]
               or: todo remove ID... [--json]

            Removes items from the file for good; their ids are never given out again.

              --json   print the items removed, as they were, as one JSON array

            An id no item has changes nothing, not even for the other ids, and exits 1.

            """)
    }

    @Test func addsHelpShowsTheShortNameAndTheDoubleDash() {
        let text = HelpText.text(for: .add)
        #expect(text.contains("\n  -d, --due DATE   when it is due (default: today; may be in the past)\n"))
        #expect(text.contains("\n  --               ends options, so a name may begin with '-'\n"))
    }

    @Test func aliasesAreShownInTheGeneralHelpAndTheCommandsOwn() {
        #expect(HelpText.general.contains("remove items for good (alias: remove)"))
        #expect(HelpText.general.contains("(alias: ls)"))
        #expect(HelpText.text(for: .list).hasPrefix("Usage: todo list [FILTER...]"))
        #expect(HelpText.text(for: .list).contains("\n   or: todo ls [FILTER...]"))
    }

    @Test func versionComesFromTheDeclaration() {
        #expect(HelpText.version == "todo 0.4.0")
    }
}
