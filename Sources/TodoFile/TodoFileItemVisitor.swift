/// What `TodoFileLayout` tells of each item of a canonical file as it passes it: its id and
/// where its object is, `{` to `}`.
///
/// A protocol rather than a closure, so that the pass is specialized for each visitor and the
/// one that does nothing (`todo add`) costs nothing.
protocol TodoFileItemVisitor {
    mutating func visit(id: Int, bytes: Range<Int>)
}

/// The visitor of a pass that needs no item's place.
struct NoItemVisitor: TodoFileItemVisitor {
    @inline(__always) func visit(id: Int, bytes: Range<Int>) {}
}
