import TodoCore

/// One generated pending item, as every tool gets it.
struct SampleItem {
    let name: String
    let due: DueDate
}
