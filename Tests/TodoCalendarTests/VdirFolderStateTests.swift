import Testing
@testable import TodoCalendar
import TodoFileSystem

/// The folder's state as the undo journal keeps it: the same files give the same state in any
/// order, a file counted out takes back exactly what it added, and the text reads back.
@Suite struct VdirFolderStateTests {
    private let first = FileIdentity(device: 2049, inode: 17, size: 310, modifiedSeconds: 1_795_000_000, modifiedNanoseconds: 5)
    private let second = FileIdentity(device: 2049, inode: 18, size: 310, modifiedSeconds: 1_795_000_000, modifiedNanoseconds: 5)

    @Test func isTheSameInAnyOrderAndCountsAFileOutExactly() {
        var forward = VdirFolderState()
        forward.add(Array("a.ics".utf8), first)
        forward.add(Array("b.ics".utf8), second)
        var backward = VdirFolderState()
        backward.add(Array("b.ics".utf8), second)
        backward.add(Array("a.ics".utf8), first)
        #expect(forward == backward)
        #expect(forward.count == 2)

        var rewritten = forward
        rewritten.remove(Array("a.ics".utf8), first)
        rewritten.add(Array("a.ics".utf8), second)
        #expect(rewritten != forward)
        rewritten.remove(Array("a.ics".utf8), second)
        rewritten.add(Array("a.ics".utf8), first)
        #expect(rewritten == forward)
    }

    @Test func tellsANameFromAnotherWithTheSameIdentityAndAFileThatIsNotRegular() {
        var one = VdirFolderState()
        one.add(Array("a.ics".utf8), first)
        var other = VdirFolderState()
        other.add(Array("b.ics".utf8), first)
        var notRegular = VdirFolderState()
        notRegular.add(Array("a.ics".utf8), nil)
        #expect(one != other)
        #expect(one != notRegular)
    }

    @Test func readsItsTextBackAndNothingElse() {
        var state = VdirFolderState()
        state.add(Array("a.ics".utf8), first)
        #expect(VdirFolderState(text: state.text) == state)
        #expect(VdirFolderState(text: "0:0") == VdirFolderState())
        for text in ["", "1", "1:", ":9c", "-1:9c", "1:xyz", "1:9c:3", "2049:17:310:1795000000.000000005"] {
            #expect(VdirFolderState(text: text) == nil, "\(text)")
        }
    }
}
