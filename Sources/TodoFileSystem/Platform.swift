// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
package import Glibc
package typealias FileStatus = Glibc.stat
typealias mode_t = Glibc.mode_t
typealias timespec = Glibc.timespec
typealias uid_t = Glibc.uid_t
typealias off_t = Glibc.off_t
typealias pid_t = Glibc.pid_t
var AT_SYMLINK_NOFOLLOW: Int32 { Glibc.AT_SYMLINK_NOFOLLOW }
var CLOCK_MONOTONIC: clockid_t { Glibc.CLOCK_MONOTONIC }
var CLOCK_REALTIME: clockid_t { Glibc.CLOCK_REALTIME }
var EACCES: Int32 { Glibc.EACCES }
var EEXIST: Int32 { Glibc.EEXIST }
var EINTR: Int32 { Glibc.EINTR }
var EIO: Int32 { Glibc.EIO }
var EISDIR: Int32 { Glibc.EISDIR }
var ELOOP: Int32 { Glibc.ELOOP }
var ENOENT: Int32 { Glibc.ENOENT }
var EROFS: Int32 { Glibc.EROFS }
var ETXTBSY: Int32 { Glibc.ETXTBSY }
var EWOULDBLOCK: Int32 { Glibc.EWOULDBLOCK }
var F_SETFL: Int32 { Glibc.F_SETFL }
var LOCK_EX: Int32 { Glibc.LOCK_EX }
var LOCK_NB: Int32 { Glibc.LOCK_NB }
var MADV_DONTNEED: Int32 { Glibc.MADV_DONTNEED }
var O_APPEND: Int32 { Glibc.O_APPEND }
var O_CLOEXEC: Int32 { Glibc.O_CLOEXEC }
var O_CREAT: Int32 { Glibc.O_CREAT }
var O_DIRECTORY: Int32 { Glibc.O_DIRECTORY }
var O_EXCL: Int32 { Glibc.O_EXCL }
var O_NOFOLLOW: Int32 { Glibc.O_NOFOLLOW }
var O_NONBLOCK: Int32 { Glibc.O_NONBLOCK }
var O_RDONLY: Int32 { Glibc.O_RDONLY }
var O_RDWR: Int32 { Glibc.O_RDWR }
var O_WRONLY: Int32 { Glibc.O_WRONLY }
var PATH_MAX: Int32 { Glibc.PATH_MAX }
var S_IFDIR: mode_t { Glibc.S_IFDIR }
var S_IFIFO: mode_t { Glibc.S_IFIFO }
var S_IFMT: mode_t { Glibc.S_IFMT }
var S_IFREG: mode_t { Glibc.S_IFREG }
var W_OK: Int32 { Glibc.W_OK }
var _SC_PAGESIZE: Int { Glibc._SC_PAGESIZE }
@discardableResult @inline(__always) func access(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.access(a0, a1) }
@discardableResult @inline(__always) func chmod(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Glibc.chmod(a0, a1) }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Glibc.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Glibc.close(a0) }
@discardableResult @inline(__always) func closedir(_ a0: OpaquePointer) -> Int32 { Glibc.closedir(a0) }
var errno: Int32 { get { Glibc.errno } set { Glibc.errno = newValue } }
@discardableResult @inline(__always) func fchmod(_ a0: Int32, _ a1: mode_t) -> Int32 { Glibc.fchmod(a0, a1) }
@discardableResult @inline(__always) func fchown(_ a0: Int32, _ a1: uid_t, _ a2: gid_t) -> Int32 { Glibc.fchown(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32) -> Int32 { Glibc.fcntl(a0, a1) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Glibc.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: UnsafeMutableRawPointer) -> Int32 { Glibc.fcntl(a0, a1, a2) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@inline(__always) func free(_ a0: UnsafeMutableRawPointer?) { Glibc.free(a0) }
@discardableResult @inline(__always) func fstat(_ a0: Int32, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.fstat(a0, a1) }
@discardableResult @inline(__always) func fstatat(_ a0: Int32, _ a1: UnsafePointer<CChar>, _ a2: UnsafeMutablePointer<FileStatus>, _ a3: Int32) -> Int32 { Glibc.fstatat(a0, a1, a2, a3) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Glibc.fsync(a0) }
@discardableResult @inline(__always) func getegid() -> gid_t { Glibc.getegid() }
@discardableResult @inline(__always) func geteuid() -> uid_t { Glibc.geteuid() }
@discardableResult @inline(__always) func getpid() -> pid_t { Glibc.getpid() }
@discardableResult @inline(__always) func madvise(_ a0: UnsafeMutableRawPointer?, _ a1: Int, _ a2: Int32) -> Int32 { Glibc.madvise(a0, a1, a2) }
@discardableResult @inline(__always) func mkdir(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Glibc.mkdir(a0, a1) }
@discardableResult @inline(__always) func nanosleep(_ a0: UnsafePointer<timespec>?, _ a1: UnsafeMutablePointer<timespec>?) -> Int32 { Glibc.nanosleep(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Glibc.open(a0, a1, a2) }
@discardableResult @inline(__always) func opendir(_ a0: UnsafePointer<CChar>) -> OpaquePointer! { Glibc.opendir(a0) }
@discardableResult @inline(__always) func pread(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int, _ a3: off_t) -> Int { Glibc.pread(a0, a1, a2, a3) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Glibc.read(a0, a1, a2) }
@discardableResult @inline(__always) func readdir(_ a0: OpaquePointer) -> UnsafeMutablePointer<dirent>! { Glibc.readdir(a0) }
@discardableResult @inline(__always) func readlink(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<CChar>, _ a2: Int) -> Int { Glibc.readlink(a0, a1, a2) }
@discardableResult @inline(__always) func realpath(_ a0: UnsafePointer<CChar>?, _ a1: UnsafeMutablePointer<CChar>?) -> UnsafeMutablePointer<CChar>! { Glibc.realpath(a0, a1) }
@discardableResult @inline(__always) func rename(_ a0: UnsafePointer<CChar>?, _ a1: UnsafePointer<CChar>?) -> Int32 { Glibc.rename(a0, a1) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.fstatat(Glibc.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.fstatat(Glibc.AT_FDCWD, a0, a1, Glibc.AT_SYMLINK_NOFOLLOW) }
@discardableResult @inline(__always) func strcmp(_ a0: UnsafePointer<CChar>, _ a1: UnsafePointer<CChar>) -> Int32 { Glibc.strcmp(a0, a1) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Glibc.strerror(a0) }
@discardableResult @inline(__always) func sysconf(_ a0: Int32) -> Int { Glibc.sysconf(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Glibc.unlink(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Glibc.write(a0, a1, a2) }
extension FileStatus {
    package var modificationTime: Glibc.timespec { st_mtim }
    package var changeTime: Glibc.timespec { st_ctim }
}
// posix_spawn's file actions: a struct here, an opaque pointer on Darwin.
typealias SpawnActions = Glibc.posix_spawn_file_actions_t
@inline(__always) func emptySpawnActions() -> SpawnActions { SpawnActions() }
@discardableResult @inline(__always) func posix_spawn_file_actions_init(_ a0: UnsafeMutablePointer<SpawnActions>) -> Int32 { Glibc.posix_spawn_file_actions_init(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_destroy(_ a0: UnsafeMutablePointer<SpawnActions>) -> Int32 { Glibc.posix_spawn_file_actions_destroy(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addopen(_ a0: UnsafeMutablePointer<SpawnActions>, _ a1: Int32, _ a2: UnsafePointer<CChar>, _ a3: Int32, _ a4: mode_t) -> Int32 { Glibc.posix_spawn_file_actions_addopen(a0, a1, a2, a3, a4) }
@discardableResult @inline(__always) func posix_spawn_file_actions_adddup2(_ a0: UnsafeMutablePointer<SpawnActions>, _ a1: Int32, _ a2: Int32) -> Int32 { Glibc.posix_spawn_file_actions_adddup2(a0, a1, a2) }
/// posix_spawn with the default attributes.
@discardableResult @inline(__always) func posix_spawn(_ a0: UnsafeMutablePointer<pid_t>, _ a1: UnsafePointer<CChar>, _ a2: UnsafePointer<SpawnActions>, _ a3: UnsafePointer<UnsafeMutablePointer<CChar>?>, _ a4: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 { Glibc.posix_spawn(a0, a1, a2, nil, a3, a4) }
@discardableResult @inline(__always) func waitpid(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32) -> pid_t { Glibc.waitpid(a0, a1, a2) }
@inline(__always) func malloc(_ a0: Int) -> UnsafeMutableRawPointer? { Glibc.malloc(a0) }
var X_OK: Int32 { Glibc.X_OK }
#elseif canImport(Musl)
package import Musl
package typealias FileStatus = Musl.stat
typealias mode_t = Musl.mode_t
typealias timespec = Musl.timespec
typealias uid_t = Musl.uid_t
typealias off_t = Musl.off_t
typealias pid_t = Musl.pid_t
var AT_SYMLINK_NOFOLLOW: Int32 { Musl.AT_SYMLINK_NOFOLLOW }
var CLOCK_MONOTONIC: clockid_t { Musl.CLOCK_MONOTONIC }
var CLOCK_REALTIME: clockid_t { Musl.CLOCK_REALTIME }
var EACCES: Int32 { Musl.EACCES }
var EEXIST: Int32 { Musl.EEXIST }
var EINTR: Int32 { Musl.EINTR }
var EIO: Int32 { Musl.EIO }
var EISDIR: Int32 { Musl.EISDIR }
var ELOOP: Int32 { Musl.ELOOP }
var ENOENT: Int32 { Musl.ENOENT }
var EROFS: Int32 { Musl.EROFS }
var ETXTBSY: Int32 { Musl.ETXTBSY }
var EWOULDBLOCK: Int32 { Musl.EWOULDBLOCK }
var F_SETFL: Int32 { Musl.F_SETFL }
var LOCK_EX: Int32 { Musl.LOCK_EX }
var LOCK_NB: Int32 { Musl.LOCK_NB }
var MADV_DONTNEED: Int32 { Musl.MADV_DONTNEED }
var O_APPEND: Int32 { Musl.O_APPEND }
var O_CLOEXEC: Int32 { Musl.O_CLOEXEC }
var O_CREAT: Int32 { Musl.O_CREAT }
var O_DIRECTORY: Int32 { Musl.O_DIRECTORY }
var O_EXCL: Int32 { Musl.O_EXCL }
var O_NOFOLLOW: Int32 { Musl.O_NOFOLLOW }
var O_NONBLOCK: Int32 { Musl.O_NONBLOCK }
var O_RDONLY: Int32 { Musl.O_RDONLY }
var O_RDWR: Int32 { Musl.O_RDWR }
var O_WRONLY: Int32 { Musl.O_WRONLY }
var PATH_MAX: Int32 { Musl.PATH_MAX }
var S_IFDIR: mode_t { Musl.S_IFDIR }
var S_IFIFO: mode_t { Musl.S_IFIFO }
var S_IFMT: mode_t { Musl.S_IFMT }
var S_IFREG: mode_t { Musl.S_IFREG }
var W_OK: Int32 { Musl.W_OK }
var _SC_PAGESIZE: Int { Musl._SC_PAGESIZE }
@discardableResult @inline(__always) func access(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.access(a0, a1) }
@discardableResult @inline(__always) func chmod(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Musl.chmod(a0, a1) }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Musl.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Musl.close(a0) }
@discardableResult @inline(__always) func closedir(_ a0: OpaquePointer) -> Int32 { Musl.closedir(a0) }
var errno: Int32 { get { Musl.errno } set { Musl.errno = newValue } }
@discardableResult @inline(__always) func fchmod(_ a0: Int32, _ a1: mode_t) -> Int32 { Musl.fchmod(a0, a1) }
@discardableResult @inline(__always) func fchown(_ a0: Int32, _ a1: uid_t, _ a2: gid_t) -> Int32 { Musl.fchown(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32) -> Int32 { Musl.fcntl(a0, a1) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Musl.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: UnsafeMutableRawPointer) -> Int32 { Musl.fcntl(a0, a1, a2) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@inline(__always) func free(_ a0: UnsafeMutableRawPointer?) { Musl.free(a0) }
@discardableResult @inline(__always) func fstat(_ a0: Int32, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.fstat(a0, a1) }
@discardableResult @inline(__always) func fstatat(_ a0: Int32, _ a1: UnsafePointer<CChar>, _ a2: UnsafeMutablePointer<FileStatus>, _ a3: Int32) -> Int32 { Musl.fstatat(a0, a1, a2, a3) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Musl.fsync(a0) }
@discardableResult @inline(__always) func getegid() -> gid_t { Musl.getegid() }
@discardableResult @inline(__always) func geteuid() -> uid_t { Musl.geteuid() }
@discardableResult @inline(__always) func getpid() -> pid_t { Musl.getpid() }
@discardableResult @inline(__always) func madvise(_ a0: UnsafeMutableRawPointer?, _ a1: Int, _ a2: Int32) -> Int32 { Musl.madvise(a0, a1, a2) }
@discardableResult @inline(__always) func mkdir(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Musl.mkdir(a0, a1) }
@discardableResult @inline(__always) func nanosleep(_ a0: UnsafePointer<timespec>?, _ a1: UnsafeMutablePointer<timespec>?) -> Int32 { Musl.nanosleep(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Musl.open(a0, a1, a2) }
@discardableResult @inline(__always) func opendir(_ a0: UnsafePointer<CChar>) -> OpaquePointer! { Musl.opendir(a0) }
@discardableResult @inline(__always) func pread(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int, _ a3: off_t) -> Int { Musl.pread(a0, a1, a2, a3) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Musl.read(a0, a1, a2) }
@discardableResult @inline(__always) func readdir(_ a0: OpaquePointer) -> UnsafeMutablePointer<dirent>! { Musl.readdir(a0) }
@discardableResult @inline(__always) func readlink(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<CChar>, _ a2: Int) -> Int { Musl.readlink(a0, a1, a2) }
@discardableResult @inline(__always) func realpath(_ a0: UnsafePointer<CChar>?, _ a1: UnsafeMutablePointer<CChar>?) -> UnsafeMutablePointer<CChar>! { Musl.realpath(a0, a1) }
@discardableResult @inline(__always) func rename(_ a0: UnsafePointer<CChar>?, _ a1: UnsafePointer<CChar>?) -> Int32 { Musl.rename(a0, a1) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.fstatat(Musl.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.fstatat(Musl.AT_FDCWD, a0, a1, Musl.AT_SYMLINK_NOFOLLOW) }
@discardableResult @inline(__always) func strcmp(_ a0: UnsafePointer<CChar>, _ a1: UnsafePointer<CChar>) -> Int32 { Musl.strcmp(a0, a1) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Musl.strerror(a0) }
@discardableResult @inline(__always) func sysconf(_ a0: Int32) -> Int { Musl.sysconf(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Musl.unlink(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Musl.write(a0, a1, a2) }
extension FileStatus {
    package var modificationTime: Musl.timespec { st_mtim }
    package var changeTime: Musl.timespec { st_ctim }
}
// posix_spawn's file actions: a struct here, an opaque pointer on Darwin.
typealias SpawnActions = Musl.posix_spawn_file_actions_t
@inline(__always) func emptySpawnActions() -> SpawnActions { SpawnActions() }
@discardableResult @inline(__always) func posix_spawn_file_actions_init(_ a0: UnsafeMutablePointer<SpawnActions>) -> Int32 { Musl.posix_spawn_file_actions_init(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_destroy(_ a0: UnsafeMutablePointer<SpawnActions>) -> Int32 { Musl.posix_spawn_file_actions_destroy(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addopen(_ a0: UnsafeMutablePointer<SpawnActions>, _ a1: Int32, _ a2: UnsafePointer<CChar>, _ a3: Int32, _ a4: mode_t) -> Int32 { Musl.posix_spawn_file_actions_addopen(a0, a1, a2, a3, a4) }
@discardableResult @inline(__always) func posix_spawn_file_actions_adddup2(_ a0: UnsafeMutablePointer<SpawnActions>, _ a1: Int32, _ a2: Int32) -> Int32 { Musl.posix_spawn_file_actions_adddup2(a0, a1, a2) }
/// posix_spawn with the default attributes.
@discardableResult @inline(__always) func posix_spawn(_ a0: UnsafeMutablePointer<pid_t>, _ a1: UnsafePointer<CChar>, _ a2: UnsafePointer<SpawnActions>, _ a3: UnsafePointer<UnsafeMutablePointer<CChar>?>, _ a4: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 { Musl.posix_spawn(a0, a1, a2, nil, a3, a4) }
@discardableResult @inline(__always) func waitpid(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32) -> pid_t { Musl.waitpid(a0, a1, a2) }
@inline(__always) func malloc(_ a0: Int) -> UnsafeMutableRawPointer? { Musl.malloc(a0) }
var X_OK: Int32 { Musl.X_OK }
#elseif canImport(Darwin)
package import Darwin
package typealias FileStatus = Darwin.stat
typealias mode_t = Darwin.mode_t
typealias timespec = Darwin.timespec
typealias uid_t = Darwin.uid_t
typealias off_t = Darwin.off_t
typealias pid_t = Darwin.pid_t
var AT_SYMLINK_NOFOLLOW: Int32 { Darwin.AT_SYMLINK_NOFOLLOW }
var CLOCK_MONOTONIC: clockid_t { Darwin.CLOCK_MONOTONIC }
var CLOCK_REALTIME: clockid_t { Darwin.CLOCK_REALTIME }
var EACCES: Int32 { Darwin.EACCES }
var EEXIST: Int32 { Darwin.EEXIST }
var EINTR: Int32 { Darwin.EINTR }
var EIO: Int32 { Darwin.EIO }
var EISDIR: Int32 { Darwin.EISDIR }
var ELOOP: Int32 { Darwin.ELOOP }
var ENOENT: Int32 { Darwin.ENOENT }
var EROFS: Int32 { Darwin.EROFS }
var ETXTBSY: Int32 { Darwin.ETXTBSY }
var EWOULDBLOCK: Int32 { Darwin.EWOULDBLOCK }
var F_SETFL: Int32 { Darwin.F_SETFL }
var LOCK_EX: Int32 { Darwin.LOCK_EX }
var LOCK_NB: Int32 { Darwin.LOCK_NB }
var MADV_DONTNEED: Int32 { Darwin.MADV_DONTNEED }
var O_APPEND: Int32 { Darwin.O_APPEND }
var O_CLOEXEC: Int32 { Darwin.O_CLOEXEC }
var O_CREAT: Int32 { Darwin.O_CREAT }
var O_DIRECTORY: Int32 { Darwin.O_DIRECTORY }
var O_EXCL: Int32 { Darwin.O_EXCL }
var O_NOFOLLOW: Int32 { Darwin.O_NOFOLLOW }
var O_NONBLOCK: Int32 { Darwin.O_NONBLOCK }
var O_RDONLY: Int32 { Darwin.O_RDONLY }
var O_RDWR: Int32 { Darwin.O_RDWR }
var O_WRONLY: Int32 { Darwin.O_WRONLY }
var PATH_MAX: Int32 { Darwin.PATH_MAX }
var S_IFDIR: mode_t { Darwin.S_IFDIR }
var S_IFIFO: mode_t { Darwin.S_IFIFO }
var S_IFMT: mode_t { Darwin.S_IFMT }
var S_IFREG: mode_t { Darwin.S_IFREG }
var W_OK: Int32 { Darwin.W_OK }
var _SC_PAGESIZE: Int { Int(Darwin._SC_PAGESIZE) }
@discardableResult @inline(__always) func access(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.access(a0, a1) }
@discardableResult @inline(__always) func chmod(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Darwin.chmod(a0, a1) }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Darwin.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Darwin.close(a0) }
@discardableResult @inline(__always) func closedir(_ a0: UnsafeMutablePointer<DIR>) -> Int32 { Darwin.closedir(a0) }
var errno: Int32 { get { Darwin.errno } set { Darwin.errno = newValue } }
@discardableResult @inline(__always) func fchmod(_ a0: Int32, _ a1: mode_t) -> Int32 { Darwin.fchmod(a0, a1) }
@discardableResult @inline(__always) func fchown(_ a0: Int32, _ a1: uid_t, _ a2: gid_t) -> Int32 { Darwin.fchown(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32) -> Int32 { Darwin.fcntl(a0, a1) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: Int32) -> Int32 { Darwin.fcntl(a0, a1, a2) }
@discardableResult @inline(__always) func fcntl(_ a0: Int32, _ a1: Int32, _ a2: UnsafeMutableRawPointer) -> Int32 { Darwin.fcntl(a0, a1, a2) }
/// flock(2): generic so that it does not hide the C function, whose name a qualified lookup takes for its structure.
@discardableResult @inline(__always) func flock(_ descriptor: Int32, _ operation: some BinaryInteger) -> Int32 { flock(descriptor, Int32(operation)) }
@inline(__always) func free(_ a0: UnsafeMutableRawPointer?) { Darwin.free(a0) }
@discardableResult @inline(__always) func fstat(_ a0: Int32, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.fstat(a0, a1) }
@discardableResult @inline(__always) func fstatat(_ a0: Int32, _ a1: UnsafePointer<CChar>, _ a2: UnsafeMutablePointer<FileStatus>, _ a3: Int32) -> Int32 { Darwin.fstatat(a0, a1, a2, a3) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Darwin.fsync(a0) }
@discardableResult @inline(__always) func getegid() -> gid_t { Darwin.getegid() }
@discardableResult @inline(__always) func geteuid() -> uid_t { Darwin.geteuid() }
@discardableResult @inline(__always) func getpid() -> pid_t { Darwin.getpid() }
@discardableResult @inline(__always) func madvise(_ a0: UnsafeMutableRawPointer?, _ a1: Int, _ a2: Int32) -> Int32 { Darwin.madvise(a0, a1, a2) }
@discardableResult @inline(__always) func mkdir(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Darwin.mkdir(a0, a1) }
@discardableResult @inline(__always) func nanosleep(_ a0: UnsafePointer<timespec>?, _ a1: UnsafeMutablePointer<timespec>?) -> Int32 { Darwin.nanosleep(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Darwin.open(a0, a1, a2) }
@discardableResult @inline(__always) func opendir(_ a0: UnsafePointer<CChar>) -> UnsafeMutablePointer<DIR>! { Darwin.opendir(a0) }
@discardableResult @inline(__always) func pread(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int, _ a3: off_t) -> Int { Darwin.pread(a0, a1, a2, a3) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Darwin.read(a0, a1, a2) }
@discardableResult @inline(__always) func readdir(_ a0: UnsafeMutablePointer<DIR>) -> UnsafeMutablePointer<dirent>! { Darwin.readdir(a0) }
@discardableResult @inline(__always) func readlink(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<CChar>, _ a2: Int) -> Int { Darwin.readlink(a0, a1, a2) }
@discardableResult @inline(__always) func realpath(_ a0: UnsafePointer<CChar>?, _ a1: UnsafeMutablePointer<CChar>?) -> UnsafeMutablePointer<CChar>! { Darwin.realpath(a0, a1) }
@discardableResult @inline(__always) func rename(_ a0: UnsafePointer<CChar>?, _ a1: UnsafePointer<CChar>?) -> Int32 { Darwin.rename(a0, a1) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.fstatat(Darwin.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.fstatat(Darwin.AT_FDCWD, a0, a1, Darwin.AT_SYMLINK_NOFOLLOW) }
@discardableResult @inline(__always) func strcmp(_ a0: UnsafePointer<CChar>, _ a1: UnsafePointer<CChar>) -> Int32 { Darwin.strcmp(a0, a1) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Darwin.strerror(a0) }
@discardableResult @inline(__always) func sysconf(_ a0: Int32) -> Int { Darwin.sysconf(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Darwin.unlink(a0) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Darwin.write(a0, a1, a2) }
extension FileStatus {
    package var modificationTime: Darwin.timespec { st_mtimespec }
    package var changeTime: Darwin.timespec { st_ctimespec }
}
// posix_spawn's file actions: a struct here, an opaque pointer on Darwin.
typealias SpawnActions = Darwin.posix_spawn_file_actions_t?
@inline(__always) func emptySpawnActions() -> SpawnActions { nil }
@discardableResult @inline(__always) func posix_spawn_file_actions_init(_ a0: UnsafeMutablePointer<SpawnActions>) -> Int32 { Darwin.posix_spawn_file_actions_init(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_destroy(_ a0: UnsafeMutablePointer<SpawnActions>) -> Int32 { Darwin.posix_spawn_file_actions_destroy(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addopen(_ a0: UnsafeMutablePointer<SpawnActions>, _ a1: Int32, _ a2: UnsafePointer<CChar>, _ a3: Int32, _ a4: mode_t) -> Int32 { Darwin.posix_spawn_file_actions_addopen(a0, a1, a2, a3, a4) }
@discardableResult @inline(__always) func posix_spawn_file_actions_adddup2(_ a0: UnsafeMutablePointer<SpawnActions>, _ a1: Int32, _ a2: Int32) -> Int32 { Darwin.posix_spawn_file_actions_adddup2(a0, a1, a2) }
/// posix_spawn with the default attributes.
@discardableResult @inline(__always) func posix_spawn(_ a0: UnsafeMutablePointer<pid_t>, _ a1: UnsafePointer<CChar>, _ a2: UnsafePointer<SpawnActions>, _ a3: UnsafePointer<UnsafeMutablePointer<CChar>?>, _ a4: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 { Darwin.posix_spawn(a0, a1, a2, nil, a3, a4) }
@discardableResult @inline(__always) func waitpid(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32) -> pid_t { Darwin.waitpid(a0, a1, a2) }
@inline(__always) func malloc(_ a0: Int) -> UnsafeMutableRawPointer? { Darwin.malloc(a0) }
var X_OK: Int32 { Darwin.X_OK }
#endif
