/// Ctrl-C on the List screen: the program leaves the screen and exits 130, as for SIGINT.
struct ScreenInterrupted: Error, Equatable, Sendable {
    init() {}
}
