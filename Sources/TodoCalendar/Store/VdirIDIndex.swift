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
    init(bytes: [UInt8]) {
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            if parts[0] == "next", let next = Int(parts[1]) {
                nextID = max(nextID, next)
            } else if let id = Int(parts[0]), id > 0, idByUID[String(parts[1])] == nil {
                add(uid: String(parts[1]), id: id)
            }
        }
    }

    func id(of uid: String) -> Int? { idByUID[uid] }

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
