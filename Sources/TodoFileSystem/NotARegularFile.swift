import TodoCore
/// The data file's path names a device, socket or FIFO where a regular file belongs.
///
/// Replacing `/dev/null` by rename (as root) would be a disaster, and reading `/dev/zero`
/// would never end; no errno says this, so it is an error of its own.
package struct NotARegularFile: Error, Equatable {
    package let text = "not a regular file"

    package init() {}
}
