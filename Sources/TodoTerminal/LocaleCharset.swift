/// Whether the locale's character set is UTF-8, as the C library decides it: the first
/// non-empty of `LC_ALL`, `LC_CTYPE` and `LANG` names the locale (`en_US.UTF-8`, `de_DE.utf8`);
/// none, `C` and `POSIX` are ASCII.
package enum LocaleCharset {
    package static func isUTF8(environment: [String: String]) -> Bool {
        guard let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else { return false }
        // Bytes, not `String.contains`: that one is the string-processing library's, which
        // took 55,000 instructions a call at every start (issue 24).
        let lowered = name.utf8.map { UInt8(ascii: "A")...UInt8(ascii: "Z") ~= $0 ? $0 | 0x20 : $0 }
        return lowered.indices.contains { start in
            lowered[start...].starts(with: "utf-8".utf8) || lowered[start...].starts(with: "utf8".utf8)
        }
    }
}
