// STUB until the dates branch lands.
public enum WeekStartResolver {
    public static func resolve(option: String?, environment: [String: String]) throws -> Weekday {
        if let option { guard let day = Weekday(name: option) else { throw TodoError.usage("bad week start") }; return day }
        return .monday
    }
}
