/// A to-do tool the benchmark times: `todo` itself or a peer.
protocol Contender {
    /// As the tables show it: `todo`, `Taskwarrior`, `todo.txt`.
    var name: String { get }
    /// The command as the tables' headers show it: `todo list`, `task add`, `todo.sh do`.
    func label(_ operation: Operation) -> String
    /// Sets up the tool's data for `items` in `folder` (empty, made for it), and says how to
    /// run each operation; the item changed is the `changedItem`th (from 1).
    func prepare(_ items: [SampleItem], changedItem: Int, in folder: String) throws -> PreparedContender
}
