/// What is timed: showing the list, or adding one item.
enum Operation: CaseIterable {
    case list, add
}
