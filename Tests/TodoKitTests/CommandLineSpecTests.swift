import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The one declaration of the command line is whole and consistent, and the parser obeys it.
@Suite struct CommandLineSpecTests {
    let spec = CommandLineSpec.todo

    @Test func namesAndFieldsAreUnique() {
        #expect(Set(spec.options.map(\.long)).count == spec.options.count)
        let shorts = spec.options.compactMap(\.short)
        #expect(Set(shorts).count == shorts.count)
        #expect(Set(spec.options.map(\.value)).count == spec.options.count, "two options fill one field")
    }

    @Test func everyCommandIsDeclaredUnderItsName() {
        #expect(spec.commands.map(\.name) == CommandName.allCases)
        for command in spec.commands {
            #expect(!command.summary.isEmpty, "\(command.name)")
            #expect(command.synopsis.hasPrefix("todo \(command.name.rawValue)"))
        }
    }

    @Test func aCommandListsOnlyItsOwnOptionsAndEachOfThemIsOneTheParserKnows() {
        for command in spec.commands {
            for use in command.options {
                #expect(use.option.role == .commandOption, "\(command.name) lists \(use.option.flag)")
                #expect(spec.option(long: use.option.long) == use.option, "\(use.option.flag)")
            }
        }
        for option in spec.options where option.role == .commandOption {
            #expect(spec.commands.contains { $0.takes(option) }, "no command takes \(option.flag)")
        }
    }

    /// Each option on each command: accepted exactly where the declaration says, and its value
    /// lands in the field the declaration names.
    @Test(arguments: CommandName.allCases)
    func theParserTakesWhatTheDeclarationSays(command: CommandName) throws {
        // An operand the command needs, so that only the option is in question.
        let operands = spec.command(command).operand.map { $0.isOptional ? [] : Array(repeating: "1", count: $0.count ?? 1) } ?? []
        for option in spec.options {
            let arguments = [command.rawValue] + operands + [option.flag] + (option.takesValue ? ["value"] : [])
            guard spec.command(command).takes(option) else {
                #expect(throws: TodoError.usage("\(option.flag) does not go with 'todo \(command.rawValue)'")) {
                    try CommandLineParser.parse(arguments)
                }
                continue
            }
            let parsed = try CommandLineParser.parse(arguments)
            switch option.value {
            case .flag(let field): #expect(parsed[flag: field], "\(arguments)")
            case .text(_, let field): #expect(parsed[text: field] == "value", "\(arguments)")
            case .texts(_, let field): #expect(parsed[texts: field] == ["value"], "\(arguments)")
            case .path(_, let field): #expect(parsed[path: field] == "value", "\(arguments)")
            }
        }
    }

    @Test func todoAloneTakesTheOptionsOfList() throws {
        #expect(try CommandLineParser.parse(["--all", "--json"]) == ParsedCommandLine(json: true, all: true))
        #expect(throws: TodoError.usage("--due does not go with 'todo list'")) {
            try CommandLineParser.parse(["--due", "fri"])
        }
    }

    @Test func aRepeatableOptionKeepsEachValueInOrder() throws {
        let parsed = try CommandLineParser.parse(["edit", "3", "+home", "--untag", "work", "--untag=+x", "@phone"])
        #expect(parsed.draft.untag == ["work", "+x"])
        #expect(parsed.operands == ["3", "+home", "@phone"])
    }

    @Test func aValueMayHoldAnEqualsSign() throws {
        #expect(try CommandLineParser.parse(["edit", "3", "--name=a=b"]).draft.name == "a=b")
        #expect(try CommandLineParser.parse(["add", "x", "-d=a=b"]).draft.due == "a=b")
    }

    @Test func synopsesPutADashOperandLast() {
        #expect(spec.command(.add).synopsis == "todo add [--due DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--json] [--] NAME...")
        #expect(spec.command(.edit).synopsis == "todo edit ID [+TAG|@CONTEXT...] [--name NAME] [--due DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--untag WORD]... [--json]")
        #expect(spec.command(.help).synopsis == "todo help [COMMAND] [--man]")
        #expect(spec.command(.list).synopsis == "todo list [FILTER...] [--all] [--done] [--json]")
    }
}
