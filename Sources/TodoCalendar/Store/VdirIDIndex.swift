/// This machine's short ids for the folder's items: `todo-ids` in the folder, a line `next N`
/// then `ID UID` lines. Vdir programs pass over a name with no extension, and vdirsyncer
/// does not sync it, so each machine keeps its own ids.
struct VdirIDIndex: Equatable {
    static let fileName = Array("todo-ids".utf8)

    private(set) var idByUID: [String: Int] = [:]
    private(set) var lines: [(id: Int, uid: String)] = []
    private(set) var nextID = 1

    static func == (lhs: VdirIDIndex, rhs: VdirIDIndex) -> Bool {
        lhs.idByUID == rhs.idByUID && lhs.nextID == rhs.nextID
    }

    init() {}

    /// Reads the file leniently: a line it cannot read is dropped, and `next` never falls
    /// below an id in use, so an id is not given out twice even after a hand edit.
    /// Split as bytes, each uid made a string once: a listing reads the index of a folder of
    /// ten thousand items on every run.
    init(bytes: [UInt8]) {
        let newlines = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        idByUID.reserveCapacity(newlines)
        lines.reserveCapacity(newlines)
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { continue }
            let first = line[..<space], rest = line[(space + 1)...]
            if first.elementsEqual("next".utf8) {
                if let next = Int(String(decoding: rest, as: UTF8.self)) { nextID = max(nextID, next) }
            } else if let id = Int(String(decoding: first, as: UTF8.self)), id > 0 {
                let uid = String(decoding: rest, as: UTF8.self)
                if idByUID[uid] == nil { add(uid: uid, id: id) }
            }
        }
    }

    func id(of uid: String) -> Int? { idByUID[uid] }

    /// `VdirIDIndex(bytes: bytes).nextID`, without making a string or a table of the lines.
    static func nextID(in bytes: [UInt8]) -> Int {
        var next = 1
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { continue }
            let first = line[..<space]
            if first.elementsEqual("next".utf8) {
                if let value = Int(String(decoding: line[(space + 1)...], as: UTF8.self)) { next = max(next, value) }
            } else if let id = Int(String(decoding: first, as: UTF8.self)), id > 0 {
                next = max(next, id + 1)
            }
        }
        return next
    }

    /// Where the lines that can give ids are in `bytes`: all but a first line `next N`.
    static func idLines(of bytes: [UInt8]) -> Range<Int> {
        guard bytes.starts(with: "next ".utf8), let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return 0..<bytes.count }
        return (newline + 1)..<bytes.count
    }

    /// `VdirIDIndex(bytes: bytes).id(of: uid)`, found by reading the lines as they are: for
    /// the one or two files a listing had to read, when the cache brought every other id.
    /// Nil too when `bytes` is not all ASCII (then only the whole index reads them as it does).
    static func id(of uid: String, in bytes: [UInt8]) -> Int?? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")), line[(space + 1)...].elementsEqual(uid.utf8) else { continue }
            let first = line[..<space]
            if !first.elementsEqual("next".utf8), let id = Int(String(decoding: first, as: UTF8.self)), id > 0 { return .some(id) }
        }
        return .some(nil)
    }

    /// Gives `uid` the next id.
    mutating func assign(_ uid: String) -> Int {
        let id = nextID
        add(uid: uid, id: id)
        return id
    }

    mutating func add(uid: String, id: Int) {
        idByUID[uid] = id
        lines.append((id, uid))
        nextID = max(nextID, id + 1)
    }

    mutating func moveNext(to next: Int) {
        nextID = max(nextID, next)
    }

    var bytes: [UInt8] {
        var text = "next " + String(nextID) + "\n"
        for line in lines.sorted(by: { $0.id < $1.id }) { text += String(line.id) + " " + line.uid + "\n" }
        return Array(text.utf8)
    }
}
