import TodoCore

/// Tells the C library's allocator that big buffers come and go in this process.
///
/// A run of `todo` on a big list works through a few buffers of megabytes each (the file,
/// the items, the lines to print) one after the other. By default glibc gives each one fresh
/// pages from the kernel (`mmap`) and hands them back when freed, so every buffer costs a page
/// fault per 4 KB all over again. Kept in the heap instead, a freed buffer's pages are reused
/// by the next one: `todo list` on 100,000 items takes 5,000 page faults instead of 8,000, and
/// without it todo-bench put `todo list` at 1.07× to 1.25× the time of 0.1 there (issue 9).
/// Buffers of 8 MB and more are still mapped (see `applied`): those are allocated once a run,
/// and kept in the heap they left their pages resident under the next ones (issue 30).
enum MallocTuning {
    /// Applies the settings, once per process: the executable's call, since it changes the
    /// allocator of the whole process (a test runner's too, if the library made it).
    static func apply() {
        _ = applied
    }

    private static let applied: Bool = {
        // Buffers of 8 MB and more are still mapped, and handed back when freed: the file's
        // bytes and the items read from it are each allocated once a run, and kept in the heap
        // their pages stayed resident after them, under what the List builds next (issue 30:
        // `todo list` at 100,000 items peaked at 34 MB with 32 MB here, 27.7 MB with 8 MB, in
        // as many page faults).
        let mapped = mallopt(M_MMAP_THRESHOLD, 8 << 20)
        let trimmed = mallopt(M_TRIM_THRESHOLD, 128 << 20)
        return mapped && trimmed
    }()
}
