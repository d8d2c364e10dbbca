package import TodoCore
import Glibc
import Synchronization

/// The system's time-zone database, the folder of TZif files the C library reads a `TZ`
/// name from: `TZDIR`, else `/usr/share/zoneinfo`.
package enum ZoneInfoDatabase {
    /// Each zone is read once a process: a folder of iCalendar files names the same few zones
    /// again and again.
    private static let read = Mutex<[String: ZoneRules?]>([:])

    /// The zone named `name` (`Europe/Paris`); nil for a name the database does not have,
    /// or one that would reach outside it (`../x`, `/etc/passwd`).
    package static func rules(named name: String) -> ZoneRules? {
        if let known = read.withLock({ $0[name] }) { return known }
        let rules = load(name)
        read.withLock { $0[name] = rules }
        return rules
    }

    private static func load(_ name: String) -> ZoneRules? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, name.utf8.count < 256,
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              name.utf8.allSatisfy(isNameByte) else { return nil }
        let folder = getenv("TZDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        guard let bytes = try? WholeFileReader.bytes(at: FilePath(folder + "/" + name)) else { return nil }
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
