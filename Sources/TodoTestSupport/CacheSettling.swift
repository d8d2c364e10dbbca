import TodoCalendar
import TodoCore
import TodoFileSystem

/// Waits until the folder store's cache trusts what it records for the files of a folder as
/// they are now: until the clock is past every file's change time by the store's settling time.
/// A wait on that condition, with a deadline, not a sleep of a guessed length: a file's change
/// time cannot be set back, so a test that needs the cache to serve a file waits it out.
package enum CacheSettling {
    package static func waitUntilSettled(_ folder: String, deadline seconds: Double = 60) throws {
        let margin = Int64((VdirDataStore.cacheSettlingTime + 0.05) * 1e9)
        let latest = FolderListingProbe.latestChange(in: folder)
        let giveUp = FileStamp.nowNanosecondsSinceEpoch() + Int64(seconds * 1e9)
        while FileStamp.nowNanosecondsSinceEpoch() <= latest + margin {
            guard FileStamp.nowNanosecondsSinceEpoch() < giveUp else { throw SettlingTimedOut() }
            usleep(20_000)
        }
    }

    package struct SettlingTimedOut: Error {}
}

/// The latest change time of the folder's files.
private enum FolderListingProbe {
    static func latestChange(in folder: String) -> Int64 {
        let path = FilePath(folder)
        var latest: Int64 = 0
        for name in (try? FolderListing.names(in: path)) ?? [] {
            var status = FileStatus()
            guard FilePathText.join(path, name).withCString({ lstat($0, &status) }) == 0 else { continue }
            latest = max(latest, FileStamp(status).changedNanosecondsSinceEpoch)
        }
        return latest
    }
}
