import Foundation
import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoFileSystem
import TodoTestSupport

extension VdirTestFolder {
    /// Writes a cache whose record for `name` says the item is called `forgedName`: were the
    /// store to list that item (or take it from the cache), it did not read the file.
    func forgeCache(_ name: String, as forgedName: String) throws {
        let found = try #require(VdirCache.read(in: VdirFolder(path: FilePath(path)), zone: "Europe/Paris"))
        let records = try #require(found.records).map { record in
            guard record.name == Array(name.utf8), case .todo(let uid, var item) = record.content else { return record }
            item.name = forgedName
            return VdirCacheRecord(name: record.name, stamp: record.stamp, content: .todo(uid: uid, item: item))
        }
        let bytes = VdirCache.bytes(of: records, zone: "Europe/Paris", readStart: FileStamp.nowNanosecondsSinceEpoch(),
                                    indexKey: found.indexKey)
        try Data(bytes).write(to: URL(fileURLWithPath: path + "/todo-cache"))
    }
}
