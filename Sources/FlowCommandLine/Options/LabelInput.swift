import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTraining

/// `--history` joined with `--labels`: the labelled days a fit or an evaluation uses.
enum LabelInput {
    /// The options it reads besides `--history` and `--labels`.
    static let options: Set<String> = ["--label-tz"]

    /// Reads `--history` with `settings` and joins it with `--labels` for the target that
    /// `target` picks once the labels are read, telling the user which labels were used and
    /// which skipped.
    static func labelledDays(
        _ args: Arguments, settings: FeatureSettings, console: Console,
        target: (LabelTable) throws -> TargetScale
    ) throws -> LabelledDays {
        let history = try args.history()
        let (table, clock) = try HistoryInput.tableAndClock(history, settings: settings, console: console)
        return try labelledDays(args, table: table, clock: clock, console: console, target: target)
    }

    /// The same for a table already read (`clock`: the offset most of its records carry).
    static func labelledDays(
        _ args: Arguments, table: FeatureTable, clock: Int, console: Console,
        target: (LabelTable) throws -> TargetScale
    ) throws -> LabelledDays {
        let labelsPath = try args.required("--labels")
        let offset = try labelClock(args, history: clock)
        let labels = try InputSpool.reading(labelsPath) { try LabelTable.read(path: $0.path, utcOffsetSeconds: offset) }
        var days = try LabelledDays(table: table, labels: labels, target: try target(labels), file: labelsPath)
        days.replacedDuplicates = labels.replacedDuplicates
        console.err(line(days))
        return days
    }

    /// The clock for labels timed in UTC (PMSys): `--label-tz ±HH:MM`, else the history's.
    static func labelClock(_ args: Arguments, history: Int) throws -> Int {
        guard let text = args.value("--label-tz") else { return history }
        if text == "Z" || text == "UTC" || text == "0" { return 0 }
        guard case .success(let t) = TimestampParser.parse("2000-01-01T00:00:00" + text) else {
            throw CommandError.usage("--label-tz takes an offset such as +01:00 or -0500, not '\(text)'")
        }
        return Int(t.offsetSeconds)
    }

    /// One line saying which labels were used and which were skipped, and why.
    static func line(_ l: LabelledDays) -> String {
        var skipped: [String] = []
        if l.blank > 0 { skipped.append("\(l.blank) blank") }
        if l.outsideScale > 0 { skipped.append("\(l.outsideScale) outside the scale") }
        if l.replacedDuplicates > 0 {
            skipped.append("\(l.replacedDuplicates) earlier reports of a day reported again")
        }
        if l.withoutUsableRow > 0 {
            skipped.append(
                "\(l.withoutUsableRow) on dates without a scorable row (outside the history, or no night measured)")
        }
        let t = l.target
        return "labels: \(t.name) \(num(t.lo)):\(num(t.hi)) \(t.direction.rawValue), \(l.days.count) usable days"
            + (skipped.isEmpty ? "" : "; skipped \(skipped.joined(separator: ", "))") + "\n"
    }
}

/// A number in its shortest form (`3`, `0.3`).
func num(_ v: Double) -> String { NumberFormat.shortest(v) }
