/// What one run of a process cost.
struct RunMeasurement {
    /// From just before `posix_spawn` to just after `wait4` returned.
    let seconds: Double
    /// The process's peak resident set size (`ru_maxrss`), in kilobytes.
    let peakKilobytes: Int
    /// The page faults it took (`ru_minflt` + `ru_majflt`): most of a short run's start-up.
    let pageFaults: Int
}
