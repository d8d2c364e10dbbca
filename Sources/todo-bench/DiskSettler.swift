/// Flushes every file system before each timed command (untimed), so that no tool pays for
/// another's unwritten data: on ext4 a journal commit, which an `fsync` waits for, carries
/// every file's dirty data with it, so Taskwarrior's big unsynced writes would otherwise
/// land on the next `todo add`.
enum DiskSettler {
    static func settle() {
        sync()
        usleep(20_000)
    }
}
