/// How `AtomicFileReplacer` names the temporary file it writes before the rename, and so which
/// leftovers of a killed run it removes.
package enum TemporaryNaming: Sendable {
    /// `.<name>.tmp-<pid>-<hex>` (`TemporaryFileName`): hidden, never the same twice; every
    /// leftover of the same file is removed before a write. The data file and its journal.
    case hiddenUnique
    /// `<name>.tmp`, the vdir way, which vdir programs and vdirsyncer pass over; a leftover
    /// of that name is removed before a write.
    case suffixed
}
