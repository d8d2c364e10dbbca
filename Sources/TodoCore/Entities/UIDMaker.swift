
/// Makes the uid of each new item: one place for `todo add`, the Add screen, a repeating
/// item's next one and an import that brings none, injected beside the clock so that a test
/// can fix what it gives.
package struct UIDMaker: Sendable {
    private let make: @Sendable () -> String

    package init(_ make: @escaping @Sendable () -> String) {
        self.make = make
    }

    /// A new UUID, lowercase as RFC 9562 writes them.
    package static let random = UIDMaker { UUID().uuidString.lowercased() }

    package func callAsFunction() -> String {
        make()
    }
}
