/// How the tables write numbers: `2.4 ms`, `312 ms`, `2.71 s`, `1,000`, `12.3×`, `1.03×`, `21.4 MB`.
enum Format {
    static func duration(_ seconds: Double) -> String {
        let milliseconds = seconds * 1000
        if milliseconds < 100 { return decimals(milliseconds, 1) + " ms" }
        if milliseconds < 1000 { return String(Int(milliseconds.rounded())) + " ms" }
        return decimals(seconds, 2) + " s"
    }

    static func count(_ value: Int) -> String {
        var digits = String(value)
        var result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }

    static func ratio(_ value: Double) -> String {
        (value < 10 ? decimals(value, 1) : String(Int(value.rounded()))) + "×"
    }

    /// Two places, for ratios near 1 where a few percent matter: `1.03×`.
    static func closeRatio(_ value: Double) -> String {
        decimals(value, 2) + "×"
    }

    static func megabytes(kilobytes: Int) -> String {
        decimals(Double(kilobytes) / 1024, 1) + " MB"
    }

    /// `value` with `places` digits after the point, rounded.
    static func decimals(_ value: Double, _ places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let whole = String(scaled / scale)
        guard places > 0 else { return whole }
        let fraction = String(scaled % scale)
        return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
