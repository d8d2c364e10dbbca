/// What a format reader makes of an export: the records that become items, in the export's
/// order, and what they carried that `todo` does not keep.
struct ImportedRecords: Equatable, Sendable {
    var records: [ImportedRecord]
    var unkept: [UnkeptData] = []
}
