/// A key that moves the List screen's selection: the presenter's state alone changes, and the
/// store is not read.
enum ListMove: Equatable, Sendable, CaseIterable {
    case down, up
    /// The selection and the view a page down or up.
    case pageDown, pageUp
    /// Half a page (Ctrl-D, Ctrl-U).
    case halfPageDown, halfPageUp
    /// The first item, the last item.
    case first, last
    /// Tab: the first item of the next section.
    case nextSection
    /// Shift-Tab: the first item of this section, or of the one before when already there.
    case sectionStart
    /// `t`: the first item due today, else the first after it.
    case today
}
