/// A small seeded generator (SplitMix64), so that every run makes the same random choices
/// and a failure can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in 0..<bound (bound > 0); the slight bias does not matter for tests.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One of `choices` (not empty).
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// A fraction in 0..<1.
    mutating func fraction() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }
}
