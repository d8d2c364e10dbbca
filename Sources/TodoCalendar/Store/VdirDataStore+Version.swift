package import TodoCore
import TodoFileSystem

extension VdirDataStore {
    /// One `stat` of the folder (a file added, removed or renamed in, as a sync does) and one
    /// of its id index, no lock taken.
    package func version() -> StoreVersion? {
        let folderStamp = FileStamp.of(folder.path)?.numbers ?? []
        let indexStamp = FileStamp.of(folder.file(VdirIDIndex.fileName))?.numbers ?? []
        return StoreVersion(folderStamp + [-1] + indexStamp)
    }
}
