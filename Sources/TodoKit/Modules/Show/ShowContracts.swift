import TodoCore
/// What the Show presenter offers its view: `todo show ID...`, with the ids as typed.
protocol ShowModuleInterface: AnyObject {
    func showAction(ids: [String]) throws
}

/// The "show items" use case: the items named, read and never changed, and the ids no item
/// has, so that the ones there are shown even when some are not (as `cat` does).
protocol ShowInteractorInput: AnyObject {
    /// An id named twice counts once; the items come back in the order first named.
    func findItems(ids: [Int]) throws -> ShowOutcome
}

/// The passive Show view.
protocol ShowViewInterface: AnyObject {
    func showItems(_ data: ShowDisplayData)
}

/// How the Show presenter asks for navigation.
protocol ShowWireframeInterface: AnyObject {
    func dismissShowInterface()
}
