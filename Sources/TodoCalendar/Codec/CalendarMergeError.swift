/// Why two files could not be merged; `fileIndex` names the file (nil: the pair of them).
package struct CalendarMergeError: Error, Equatable, Sendable {
    package let fileIndex: Int?
    package let reason: String
}
