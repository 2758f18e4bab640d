import FlowApp
import FlowKit
import FlowTonight

/// `flow tonight`: tonight's sleep need, a bedtime to meet it, and the chronotype (SPEC 20).
enum TonightCommand {
    static let descriptor = CommandDescriptor(
        name: "tonight",
        summary: "tonight's sleep need and bedtime, and your chronotype from your own nights",
        usage: """
            usage: flow tonight [--history H] [--date D] [--free-days LIST] [--sleep-need H]
                                [--from D] [--to D] [--max-hr N | --age N] [--tz ZONE] [--json]
            """,
        about: """
            Your sleep need for tonight and when to go to bed to meet it. Each night needs your
            base need (--sleep-need, 8 h), plus half of what the night before fell short of its
            own need (at most 2 h; the other half is forgiven, so a debt fades by half a night at
            a time), plus (Strain / 100)² hours for the day before it (up to an hour after an
            all-out day), less that day's naps (at most 2 h). Tonight a usual day's 10 minutes
            stand in for the strain. The bedtime is the wake time you usually keep on that kind
            of morning (the median of the last 28 days' work-day or free-day mornings; at least
            3), less the need and the time you usually spend awake in bed over a night (the
            median of the last 28 nights; --json also gives lights_out, the bedtime plus that
            time, though the waking is spread over the night). Falling asleep is hardest in the hour or two before your usual bedtime, so
            when the whole need asks for bed more than an hour before it, the plan is the
            fullest share (85 % or 70 %) a bedtime you keep allows, or that earliest time;
            half of what tonight misses is added to tomorrow's need. Times are rounded to 5
            minutes.
            Your chronotype is measured as the Munich ChronoType Questionnaire asks it: the
            middle of your sleep on free days (last 90 days), less the catch-up sleep those days
            hold; social jetlag is how much earlier work days put it. The bands (early to late)
            are surveyed people's, a reference, not a rule.
            """,
        options: [
            .history, .zone, .date.saying("the morning to plan from (default: the history's last)"), .freeDays,
            .range("the nights listed (default: the 28 ending with the morning)"),
        ] + CommandOption.featureSettings + [.json.saying("tonight, the chronotype and each night's need")],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        let request = PlanTonight.Request(
            days: DaysRequest(
                history: try args.history(), settings: try args.featureSettings(), window: try args.dayWindow()),
            date: try args.day(.date), freeDays: try args.freeDays())
        let result = try PlanTonight.run(request, observer: console.observer)
        console.show(args, json: { TonightText.json(result) }, prose: { TonightText.text(result) })
    }
}
