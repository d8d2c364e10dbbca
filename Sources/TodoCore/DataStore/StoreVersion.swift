/// What one look at a store's files saw (device, inode, size, modification and change times
/// of each): two equal versions mean nothing was written in between, as far as a `stat` can
/// tell. The List screen compares them while it waits, to read the items again only when they
/// changed (shared/spec/cli.md, "Screens").
package struct StoreVersion: Equatable, Sendable {
    /// The numbers of each file's `stat`, in order; a file that is not there adds none.
    package let numbers: [Int64]

    package init(_ numbers: [Int64]) {
        self.numbers = numbers
    }
}
