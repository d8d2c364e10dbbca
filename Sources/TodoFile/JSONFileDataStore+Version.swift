package import TodoCore
import TodoFileSystem

extension JSONFileDataStore {
    /// One `stat` of the data file, no lock taken; no file yet is a version too (empty).
    package func version() -> StoreVersion? {
        StoreVersion(FileStamp.of(file.path)?.numbers ?? [])
    }
}
