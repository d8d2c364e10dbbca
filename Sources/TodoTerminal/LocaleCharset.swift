/// Whether the locale's character set is UTF-8, as the C library decides it: the first
/// non-empty of `LC_ALL`, `LC_CTYPE` and `LANG` names the locale (`en_US.UTF-8`, `de_DE.utf8`);
/// none, `C` and `POSIX` are ASCII.
package enum LocaleCharset {
    package static func isUTF8(environment: [String: String]) -> Bool {
        guard let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else { return false }
        let lowered = name.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }
}
