/// A to-do tool the benchmark times: `todo` itself or a peer.
protocol Contender {
    /// As the tables show it: `todo`, `Taskwarrior`, `todo.txt`.
    var name: String { get }
    /// The commands as the tables' headers show them: `todo list`, `task add`.
    var listLabel: String { get }
    var addLabel: String { get }
    /// Sets up the tool's data for `items` in `folder` (empty, made for it), and says how
    /// to list and add.
    func prepare(_ items: [SampleItem], in folder: String) throws -> PreparedContender
}
