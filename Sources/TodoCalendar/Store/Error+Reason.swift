extension Error {
    /// The reason to name in a warning: a syntax error says where, anything else its text.
    var reason: String {
        (self as? CalendarSyntaxError)?.description ?? String(describing: self)
    }
}
