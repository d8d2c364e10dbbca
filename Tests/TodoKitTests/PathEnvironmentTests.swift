import Testing
@testable import TodoCore
@testable import TodoKit

@Suite struct PathEnvironmentTests {
    @Test func aPathIsTheVariablesBytesEvenWhenTheyAreNotUTF8() {
        let input = ProcessInput(arguments: [[UInt8]](), environment: ["TODO_FILE": [0x2F, 0x63, 0x61, 0x66, 0xE9]])
        #expect(input.pathEnvironment["TODO_FILE"] == FilePath(bytes: [0x2F, 0x63, 0x61, 0x66, 0xE9]))
        #expect(input.pathEnvironment["HOME"] == nil)
    }

    @Test func textAndLiteralsGiveTheirUTF8() {
        #expect(PathEnvironment(text: ["HOME": "/home/zoë"])["HOME"] == FilePath(bytes: Array("/home/zoë".utf8)))
        let literal: PathEnvironment = ["HOME": "/h", "TODO_FILE": ""]
        #expect(literal["HOME"] == "/h")
        #expect(literal["TODO_FILE"] == "")
        #expect(literal["XDG_DATA_HOME"] == nil)
    }

    @Test func theTextEnvironmentDecodesEachValue() {
        let input = ProcessInput(arguments: [[UInt8]](), environment: ["LANG": Array("en_US.UTF-8".utf8), "BAD": [0xFF]])
        #expect(input.textEnvironment == ["LANG": "en_US.UTF-8", "BAD": "\u{FFFD}"])
    }
}
