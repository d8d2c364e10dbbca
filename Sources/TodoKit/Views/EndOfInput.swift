/// Thrown by a screen when input ends (Ctrl-D) at a prompt: the whole program then exits 0,
/// because on a terminal a second read after Ctrl-D would wait for more input.
struct EndOfInput: Error, Equatable, Sendable {
    init() {}
}
