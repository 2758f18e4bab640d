import FlowApp
import FlowTonight

extension Arguments {
    /// `--free-days`: the free weekdays (default Saturday and Sunday); a word that is not a
    /// weekday is a usage error naming it.
    func freeDays() throws -> FreeDays {
        guard let list = self[.freeDays] else { return .weekend }
        do {
            return try FreeDays(list: list)
        } catch {
            throw CommandError.usage(.freeDays, error.description)
        }
    }
}
