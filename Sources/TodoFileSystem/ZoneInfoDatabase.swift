package import TodoCore
import Synchronization

/// The system's time-zone database, the folder of TZif files the C library reads a `TZ`
/// name from: `TZDIR`, else `/usr/share/zoneinfo`.
package enum ZoneInfoDatabase {
    private static let defaultFolder = "/usr/share/zoneinfo"
    /// `TZDIR` as the program was given it (`use(tzdir:)`), else the default: a setting of the
    /// process, like the C library's, since the zones are named deep inside the calendar codec.
    private static let folder = Mutex<String>(defaultFolder)
    /// Each zone is read once a process: a folder of iCalendar files names the same few zones
    /// again and again. By path, so that another folder is read afresh.
    private static let read = Mutex<[String: ZoneRules?]>([:])

    /// Reads zones from `tzdir` (the `TZDIR` variable) from now on; nil or empty: the default.
    package static func use(tzdir: String?) {
        let chosen = tzdir.flatMap { $0.isEmpty ? nil : $0 } ?? defaultFolder
        folder.withLock { $0 = chosen }
    }

    /// The zone named `name` (`Europe/Paris`); nil for a name the database does not have,
    /// or one that would reach outside it (`../x`, `/etc/passwd`).
    package static func rules(named name: String) -> ZoneRules? {
        let path = folder.withLock { $0 } + "/" + name
        if let known = read.withLock({ $0[path] }) { return known }
        let rules = load(name, at: path)
        read.withLock { $0[path] = rules }
        return rules
    }

    private static func load(_ name: String, at path: String) -> ZoneRules? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, name.utf8.count < 256,
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              name.utf8.allSatisfy(isNameByte) else { return nil }
        guard let bytes = try? WholeFileReader.bytes(at: FilePath(path)) else { return nil }
        return ZoneRules(name: name, tzif: bytes)
    }

    /// Letters, digits and `/_+-.`: what the database's names are made of.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "_"),
             UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }
}
