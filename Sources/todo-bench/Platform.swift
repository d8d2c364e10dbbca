// The C library, for this target: the only file that imports it (shared/DESIGN.md, "Where Swift
// runs"). The other files call the same names through these thin wrappers, and the names that
// differ between C libraries are spelled here once.
// Built and tested: Glibc (Linux). Written from the headers, not built here: Musl (the static
// Linux SDK) and Darwin (macOS).

#if canImport(Glibc)
import Glibc
typealias FileStatus = Glibc.stat
typealias pid_t = Glibc.pid_t
typealias posix_spawn_file_actions_t = Glibc.posix_spawn_file_actions_t
typealias rusage = Glibc.rusage
typealias sig_atomic_t = Glibc.sig_atomic_t
typealias timespec = Glibc.timespec
typealias tm = Glibc.tm
var CLOCK_MONOTONIC: clockid_t { Glibc.CLOCK_MONOTONIC }
var EEXIST: Int32 { Glibc.EEXIST }
var EINTR: Int32 { Glibc.EINTR }
var O_CLOEXEC: Int32 { Glibc.O_CLOEXEC }
var O_CREAT: Int32 { Glibc.O_CREAT }
var O_DIRECTORY: Int32 { Glibc.O_DIRECTORY }
var O_RDONLY: Int32 { Glibc.O_RDONLY }
var O_TRUNC: Int32 { Glibc.O_TRUNC }
var O_WRONLY: Int32 { Glibc.O_WRONLY }
var PATH_MAX: Int32 { Glibc.PATH_MAX }
var SIGINT: Int32 { Glibc.SIGINT }
var SIGTERM: Int32 { Glibc.SIGTERM }
var S_IFDIR: mode_t { Glibc.S_IFDIR }
var S_IFMT: mode_t { Glibc.S_IFMT }
var S_IFREG: mode_t { Glibc.S_IFREG }
var X_OK: Int32 { Glibc.X_OK }
@inline(__always) func _exit(_ a0: Int32) -> Never { Glibc._exit(a0) }
@discardableResult @inline(__always) func access(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.access(a0, a1) }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Glibc.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Glibc.close(a0) }
@discardableResult @inline(__always) func dup2(_ a0: Int32, _ a1: Int32) -> Int32 { Glibc.dup2(a0, a1) }
var errno: Int32 { get { Glibc.errno } set { Glibc.errno = newValue } }
@discardableResult @inline(__always) func execv(_ a0: UnsafePointer<CChar>, _ a1: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 { Glibc.execv(a0, a1) }
@inline(__always) func exit(_ a0: Int32) -> Never { Glibc.exit(a0) }
@discardableResult @inline(__always) func fork() -> pid_t { Glibc.fork() }
@inline(__always) func free(_ a0: UnsafeMutableRawPointer?) { Glibc.free(a0) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Glibc.fsync(a0) }
@discardableResult @inline(__always) func gmtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Glibc.gmtime_r(a0, a1) }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.lstat(a0, a1) }
@discardableResult @inline(__always) func mkdir(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Glibc.mkdir(a0, a1) }
@discardableResult @inline(__always) func mkdtemp(_ a0: UnsafeMutablePointer<CChar>) -> UnsafeMutablePointer<CChar>! { Glibc.mkdtemp(a0) }
@discardableResult @inline(__always) func mktime(_ a0: UnsafeMutablePointer<tm>?) -> time_t { Glibc.mktime(a0) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Glibc.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Glibc.open(a0, a1, a2) }
@discardableResult @inline(__always) func pipe(_ a0: UnsafeMutablePointer<Int32>?) -> Int32 { Glibc.pipe(a0) }
@discardableResult @inline(__always) func posix_spawn(_ a0: UnsafeMutablePointer<pid_t>?, _ a1: UnsafePointer<CChar>, _ a2: UnsafePointer<posix_spawn_file_actions_t>?, _ a3: UnsafePointer<posix_spawnattr_t>?, _ a4: UnsafePointer<UnsafeMutablePointer<CChar>?>, _ a5: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 { Glibc.posix_spawn(a0, a1, a2, a3, a4, a5) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addclose(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32) -> Int32 { Glibc.posix_spawn_file_actions_addclose(a0, a1) }
@discardableResult @inline(__always) func posix_spawn_file_actions_adddup2(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32, _ a2: Int32) -> Int32 { Glibc.posix_spawn_file_actions_adddup2(a0, a1, a2) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addopen(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32, _ a2: UnsafePointer<CChar>, _ a3: Int32, _ a4: mode_t) -> Int32 { Glibc.posix_spawn_file_actions_addopen(a0, a1, a2, a3, a4) }
@discardableResult @inline(__always) func posix_spawn_file_actions_destroy(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>) -> Int32 { Glibc.posix_spawn_file_actions_destroy(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_init(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>) -> Int32 { Glibc.posix_spawn_file_actions_init(a0) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Glibc.read(a0, a1, a2) }
@discardableResult @inline(__always) func readlink(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<CChar>, _ a2: Int) -> Int { Glibc.readlink(a0, a1, a2) }
@discardableResult @inline(__always) func rmdir(_ a0: UnsafePointer<CChar>) -> Int32 { Glibc.rmdir(a0) }
@discardableResult @inline(__always) func signal(_ a0: Int32, _ a1: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? { Glibc.signal(a0, a1) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Glibc.fstatat(Glibc.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func strdup(_ a0: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>! { Glibc.strdup(a0) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Glibc.strerror(a0) }
@discardableResult @inline(__always) func strlen(_ a0: UnsafePointer<CChar>) -> Int { Glibc.strlen(a0) }
@inline(__always) func sync() { Glibc.sync() }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Glibc.time(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Glibc.unlink(a0) }
@discardableResult @inline(__always) func usleep(_ a0: useconds_t) -> Int32 { Glibc.usleep(a0) }
@discardableResult @inline(__always) func wait4(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32, _ a3: UnsafeMutablePointer<rusage>?) -> pid_t { Glibc.wait4(a0, a1, a2, a3) }
@discardableResult @inline(__always) func waitpid(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32) -> pid_t { Glibc.waitpid(a0, a1, a2) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Glibc.write(a0, a1, a2) }
#elseif canImport(Musl)
import Musl
typealias FileStatus = Musl.stat
typealias pid_t = Musl.pid_t
typealias posix_spawn_file_actions_t = Musl.posix_spawn_file_actions_t
typealias rusage = Musl.rusage
typealias sig_atomic_t = Musl.sig_atomic_t
typealias timespec = Musl.timespec
typealias tm = Musl.tm
var CLOCK_MONOTONIC: clockid_t { Musl.CLOCK_MONOTONIC }
var EEXIST: Int32 { Musl.EEXIST }
var EINTR: Int32 { Musl.EINTR }
var O_CLOEXEC: Int32 { Musl.O_CLOEXEC }
var O_CREAT: Int32 { Musl.O_CREAT }
var O_DIRECTORY: Int32 { Musl.O_DIRECTORY }
var O_RDONLY: Int32 { Musl.O_RDONLY }
var O_TRUNC: Int32 { Musl.O_TRUNC }
var O_WRONLY: Int32 { Musl.O_WRONLY }
var PATH_MAX: Int32 { Musl.PATH_MAX }
var SIGINT: Int32 { Musl.SIGINT }
var SIGTERM: Int32 { Musl.SIGTERM }
var S_IFDIR: mode_t { Musl.S_IFDIR }
var S_IFMT: mode_t { Musl.S_IFMT }
var S_IFREG: mode_t { Musl.S_IFREG }
var X_OK: Int32 { Musl.X_OK }
@inline(__always) func _exit(_ a0: Int32) -> Never { Musl._exit(a0) }
@discardableResult @inline(__always) func access(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.access(a0, a1) }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Musl.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Musl.close(a0) }
@discardableResult @inline(__always) func dup2(_ a0: Int32, _ a1: Int32) -> Int32 { Musl.dup2(a0, a1) }
var errno: Int32 { get { Musl.errno } set { Musl.errno = newValue } }
@discardableResult @inline(__always) func execv(_ a0: UnsafePointer<CChar>, _ a1: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 { Musl.execv(a0, a1) }
@inline(__always) func exit(_ a0: Int32) -> Never { Musl.exit(a0) }
@discardableResult @inline(__always) func fork() -> pid_t { Musl.fork() }
@inline(__always) func free(_ a0: UnsafeMutableRawPointer?) { Musl.free(a0) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Musl.fsync(a0) }
@discardableResult @inline(__always) func gmtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Musl.gmtime_r(a0, a1) }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.lstat(a0, a1) }
@discardableResult @inline(__always) func mkdir(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Musl.mkdir(a0, a1) }
@discardableResult @inline(__always) func mkdtemp(_ a0: UnsafeMutablePointer<CChar>) -> UnsafeMutablePointer<CChar>! { Musl.mkdtemp(a0) }
@discardableResult @inline(__always) func mktime(_ a0: UnsafeMutablePointer<tm>?) -> time_t { Musl.mktime(a0) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Musl.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Musl.open(a0, a1, a2) }
@discardableResult @inline(__always) func pipe(_ a0: UnsafeMutablePointer<Int32>?) -> Int32 { Musl.pipe(a0) }
@discardableResult @inline(__always) func posix_spawn(_ a0: UnsafeMutablePointer<pid_t>?, _ a1: UnsafePointer<CChar>, _ a2: UnsafePointer<posix_spawn_file_actions_t>?, _ a3: UnsafePointer<posix_spawnattr_t>?, _ a4: UnsafePointer<UnsafeMutablePointer<CChar>?>, _ a5: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 { Musl.posix_spawn(a0, a1, a2, a3, a4, a5) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addclose(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32) -> Int32 { Musl.posix_spawn_file_actions_addclose(a0, a1) }
@discardableResult @inline(__always) func posix_spawn_file_actions_adddup2(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32, _ a2: Int32) -> Int32 { Musl.posix_spawn_file_actions_adddup2(a0, a1, a2) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addopen(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32, _ a2: UnsafePointer<CChar>, _ a3: Int32, _ a4: mode_t) -> Int32 { Musl.posix_spawn_file_actions_addopen(a0, a1, a2, a3, a4) }
@discardableResult @inline(__always) func posix_spawn_file_actions_destroy(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>) -> Int32 { Musl.posix_spawn_file_actions_destroy(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_init(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>) -> Int32 { Musl.posix_spawn_file_actions_init(a0) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Musl.read(a0, a1, a2) }
@discardableResult @inline(__always) func readlink(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<CChar>, _ a2: Int) -> Int { Musl.readlink(a0, a1, a2) }
@discardableResult @inline(__always) func rmdir(_ a0: UnsafePointer<CChar>) -> Int32 { Musl.rmdir(a0) }
@discardableResult @inline(__always) func signal(_ a0: Int32, _ a1: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? { Musl.signal(a0, a1) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Musl.fstatat(Musl.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func strdup(_ a0: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>! { Musl.strdup(a0) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Musl.strerror(a0) }
@discardableResult @inline(__always) func strlen(_ a0: UnsafePointer<CChar>) -> Int { Musl.strlen(a0) }
@inline(__always) func sync() { Musl.sync() }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Musl.time(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Musl.unlink(a0) }
@discardableResult @inline(__always) func usleep(_ a0: useconds_t) -> Int32 { Musl.usleep(a0) }
@discardableResult @inline(__always) func wait4(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32, _ a3: UnsafeMutablePointer<rusage>?) -> pid_t { Musl.wait4(a0, a1, a2, a3) }
@discardableResult @inline(__always) func waitpid(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32) -> pid_t { Musl.waitpid(a0, a1, a2) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Musl.write(a0, a1, a2) }
#elseif canImport(Darwin)
import Darwin
typealias FileStatus = Darwin.stat
typealias pid_t = Darwin.pid_t
typealias posix_spawn_file_actions_t = Darwin.posix_spawn_file_actions_t
typealias rusage = Darwin.rusage
typealias sig_atomic_t = Darwin.sig_atomic_t
typealias timespec = Darwin.timespec
typealias tm = Darwin.tm
var CLOCK_MONOTONIC: clockid_t { Darwin.CLOCK_MONOTONIC }
var EEXIST: Int32 { Darwin.EEXIST }
var EINTR: Int32 { Darwin.EINTR }
var O_CLOEXEC: Int32 { Darwin.O_CLOEXEC }
var O_CREAT: Int32 { Darwin.O_CREAT }
var O_DIRECTORY: Int32 { Darwin.O_DIRECTORY }
var O_RDONLY: Int32 { Darwin.O_RDONLY }
var O_TRUNC: Int32 { Darwin.O_TRUNC }
var O_WRONLY: Int32 { Darwin.O_WRONLY }
var PATH_MAX: Int32 { Darwin.PATH_MAX }
var SIGINT: Int32 { Darwin.SIGINT }
var SIGTERM: Int32 { Darwin.SIGTERM }
var S_IFDIR: mode_t { Darwin.S_IFDIR }
var S_IFMT: mode_t { Darwin.S_IFMT }
var S_IFREG: mode_t { Darwin.S_IFREG }
var X_OK: Int32 { Darwin.X_OK }
@inline(__always) func _exit(_ a0: Int32) -> Never { Darwin._exit(a0) }
@discardableResult @inline(__always) func access(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.access(a0, a1) }
@discardableResult @inline(__always) func clock_gettime(_ a0: clockid_t, _ a1: UnsafeMutablePointer<timespec>) -> Int32 { Darwin.clock_gettime(a0, a1) }
@discardableResult @inline(__always) func close(_ a0: Int32) -> Int32 { Darwin.close(a0) }
@discardableResult @inline(__always) func dup2(_ a0: Int32, _ a1: Int32) -> Int32 { Darwin.dup2(a0, a1) }
var errno: Int32 { get { Darwin.errno } set { Darwin.errno = newValue } }
@discardableResult @inline(__always) func execv(_ a0: UnsafePointer<CChar>, _ a1: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 { Darwin.execv(a0, a1) }
@inline(__always) func exit(_ a0: Int32) -> Never { Darwin.exit(a0) }
@discardableResult @inline(__always) func fork() -> pid_t { Darwin.fork() }
@inline(__always) func free(_ a0: UnsafeMutableRawPointer?) { Darwin.free(a0) }
@discardableResult @inline(__always) func fsync(_ a0: Int32) -> Int32 { Darwin.fsync(a0) }
@discardableResult @inline(__always) func gmtime_r(_ a0: UnsafePointer<time_t>?, _ a1: UnsafeMutablePointer<tm>?) -> UnsafeMutablePointer<tm>! { Darwin.gmtime_r(a0, a1) }
@discardableResult @inline(__always) func lstat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.lstat(a0, a1) }
@discardableResult @inline(__always) func mkdir(_ a0: UnsafePointer<CChar>, _ a1: mode_t) -> Int32 { Darwin.mkdir(a0, a1) }
@discardableResult @inline(__always) func mkdtemp(_ a0: UnsafeMutablePointer<CChar>) -> UnsafeMutablePointer<CChar>! { Darwin.mkdtemp(a0) }
@discardableResult @inline(__always) func mktime(_ a0: UnsafeMutablePointer<tm>?) -> time_t { Darwin.mktime(a0) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32) -> Int32 { Darwin.open(a0, a1) }
@discardableResult @inline(__always) func open(_ a0: UnsafePointer<CChar>, _ a1: Int32, _ a2: mode_t) -> Int32 { Darwin.open(a0, a1, a2) }
@discardableResult @inline(__always) func pipe(_ a0: UnsafeMutablePointer<Int32>?) -> Int32 { Darwin.pipe(a0) }
@discardableResult @inline(__always) func posix_spawn(_ a0: UnsafeMutablePointer<pid_t>?, _ a1: UnsafePointer<CChar>, _ a2: UnsafePointer<posix_spawn_file_actions_t>?, _ a3: UnsafePointer<posix_spawnattr_t>?, _ a4: UnsafePointer<UnsafeMutablePointer<CChar>?>, _ a5: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 { Darwin.posix_spawn(a0, a1, a2, a3, a4, a5) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addclose(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32) -> Int32 { Darwin.posix_spawn_file_actions_addclose(a0, a1) }
@discardableResult @inline(__always) func posix_spawn_file_actions_adddup2(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32, _ a2: Int32) -> Int32 { Darwin.posix_spawn_file_actions_adddup2(a0, a1, a2) }
@discardableResult @inline(__always) func posix_spawn_file_actions_addopen(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ a1: Int32, _ a2: UnsafePointer<CChar>, _ a3: Int32, _ a4: mode_t) -> Int32 { Darwin.posix_spawn_file_actions_addopen(a0, a1, a2, a3, a4) }
@discardableResult @inline(__always) func posix_spawn_file_actions_destroy(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>) -> Int32 { Darwin.posix_spawn_file_actions_destroy(a0) }
@discardableResult @inline(__always) func posix_spawn_file_actions_init(_ a0: UnsafeMutablePointer<posix_spawn_file_actions_t>) -> Int32 { Darwin.posix_spawn_file_actions_init(a0) }
@discardableResult @inline(__always) func read(_ a0: Int32, _ a1: UnsafeMutableRawPointer?, _ a2: Int) -> Int { Darwin.read(a0, a1, a2) }
@discardableResult @inline(__always) func readlink(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<CChar>, _ a2: Int) -> Int { Darwin.readlink(a0, a1, a2) }
@discardableResult @inline(__always) func rmdir(_ a0: UnsafePointer<CChar>) -> Int32 { Darwin.rmdir(a0) }
@discardableResult @inline(__always) func signal(_ a0: Int32, _ a1: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? { Darwin.signal(a0, a1) }
@discardableResult @inline(__always) func stat(_ a0: UnsafePointer<CChar>, _ a1: UnsafeMutablePointer<FileStatus>) -> Int32 { Darwin.fstatat(Darwin.AT_FDCWD, a0, a1, 0) }
@discardableResult @inline(__always) func strdup(_ a0: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>! { Darwin.strdup(a0) }
@discardableResult @inline(__always) func strerror(_ a0: Int32) -> UnsafeMutablePointer<CChar>! { Darwin.strerror(a0) }
@discardableResult @inline(__always) func strlen(_ a0: UnsafePointer<CChar>) -> Int { Darwin.strlen(a0) }
@inline(__always) func sync() { Darwin.sync() }
@discardableResult @inline(__always) func time(_ a0: UnsafeMutablePointer<time_t>?) -> time_t { Darwin.time(a0) }
@discardableResult @inline(__always) func unlink(_ a0: UnsafePointer<CChar>) -> Int32 { Darwin.unlink(a0) }
@discardableResult @inline(__always) func usleep(_ a0: useconds_t) -> Int32 { Darwin.usleep(a0) }
@discardableResult @inline(__always) func wait4(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32, _ a3: UnsafeMutablePointer<rusage>?) -> pid_t { Darwin.wait4(a0, a1, a2, a3) }
@discardableResult @inline(__always) func waitpid(_ a0: pid_t, _ a1: UnsafeMutablePointer<Int32>?, _ a2: Int32) -> pid_t { Darwin.waitpid(a0, a1, a2) }
@discardableResult @inline(__always) func write(_ a0: Int32, _ a1: UnsafeRawPointer?, _ a2: Int) -> Int { Darwin.write(a0, a1, a2) }
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
typealias ProcessInfo = FoundationEssentials.ProcessInfo
#else
import Foundation
typealias ProcessInfo = Foundation.ProcessInfo
#endif
