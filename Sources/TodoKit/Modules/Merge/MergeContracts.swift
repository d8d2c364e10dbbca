import TodoCore
/// What the Merge presenter offers its view: `todo merge FILE FILE`, the files as typed.
protocol MergeModuleInterface: AnyObject {
    func mergeAction(files: [String]) throws
}

/// The "merge two versions of an item" use case (vdirsyncer's conflict command): read both
/// files, make them one by `CalendarMerge`'s rules, write the result into both; files that
/// cannot be merged are left untouched (exit 65).
protocol MergeInteractorInput: AnyObject {
    func merge(_ first: String, _ second: String) throws -> MergeOutcome
}

/// The passive Merge view: it says which version was taken, on stderr.
protocol MergeViewInterface: AnyObject {
    func showMerged(_ data: MergeDisplayData)
}

/// How the Merge presenter asks for navigation.
protocol MergeWireframeInterface: AnyObject {
    func dismissMergeInterface()
}

/// The two files of a merge, read and written whole: the real ones, or a test's.
protocol MergeFiles: AnyObject {
    /// The bytes of the file at `path`; `TodoError.io` when it cannot be read.
    func read(_ path: String) throws -> [UInt8]
    /// Makes `bytes` the file's contents all at once; `TodoError.io` when it cannot be written.
    func write(_ bytes: [UInt8], to path: String) throws
}
