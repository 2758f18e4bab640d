import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining
import Foundation

/// The options that say what to fit: target, scale, direction, penalty and features.
struct ModelOptions {
    var targetName = "stress"
    var scale: (lo: Double, hi: Double)?
    var direction: TargetScale.Direction?
    var ridge = RidgeChoice.auto
    var features = Trainer.defaultFeatures

    static let valued: Set<String> = ["--target", "--scale", "--direction", "--ridge", "--features", "--label-tz"]

    init(_ args: Arguments) throws {
        if let name = args.value("--target") {
            guard !name.isEmpty else { throw CommandError.usage("--target needs a labels column name") }
            targetName = name
        }
        if let scale = args.value("--scale") {
            let parts = scale.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let lo = Double(parts[0]), let hi = Double(parts[1]), lo.isFinite, hi.isFinite else {
                throw CommandError.usage("--scale takes lo:hi, such as 1:5, not '\(scale)'")
            }
            guard lo < hi else { throw CommandError.usage("--scale \(scale): lo must be below hi") }
            self.scale = (lo, hi)
        }
        if let direction = args.value("--direction") {
            guard let d = TargetScale.Direction(rawValue: direction) else {
                throw CommandError.usage("--direction is higher-is-worse or higher-is-better, not '\(direction)'")
            }
            self.direction = d
        }
        if let ridge = args.value("--ridge") {
            if ridge == "auto" {
                self.ridge = .auto
            } else {
                guard let l = Double(ridge), l.isFinite, l >= 0 else {
                    throw CommandError.usage("--ridge takes auto or a penalty of 0 or more, not '\(ridge)'")
                }
                self.ridge = .fixed(l)
            }
        }
        if let list = args.value("--features") {
            var chosen: [Feature] = []
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let f = Feature(rawValue: name) else {
                    throw CommandError.usage("--features: '\(name)' is not a feature; the features are "
                        + Feature.allCases.map(\.rawValue).joined(separator: ", "))
                }
                guard !chosen.contains(f) else { throw CommandError.usage("--features: '\(name)' is listed twice") }
                chosen.append(f)
            }
            features = Feature.allCases.filter(chosen.contains)
        }
    }

    /// The target for a labels file: flow's default scale (stress, 1:5, higher is worse), or a
    /// PMSys item's own scale and direction, each replaced by `--scale` / `--direction` when given.
    func target(for labels: LabelTable) throws -> TargetScale {
        var target = TargetScale(name: targetName)
        if labels.isPMSys {
            guard !PMSysItems.notRatings.contains(targetName) else {
                throw CommandError.usage("--target \(targetName) is a measurement, not a rating, so it cannot be a target; "
                    + "choose one of " + labels.targets.filter { PMSysItems.scale(of: $0) != nil }.joined(separator: ", "))
            }
            if let item = PMSysItems.scale(of: targetName) { target = item }
        }
        if let scale {
            target.lo = scale.lo
            target.hi = scale.hi
        }
        if let direction { target.direction = direction }
        return target
    }

    /// Reads and validates a model file: missing or unreadable is exit 66, corrupt is 65.
    static func loadModel(_ path: String) throws -> RecoveryModel {
        guard FileManager.default.fileExists(atPath: path) else { throw InputError.missing(file: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError.unreadable(file: path, reason: "permission denied or not a file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError.input("\(path): the model file is not UTF-8 text", exitCode: 65)
        }
        do { return try RecoveryModel(text: text, file: path) } catch let error as ModelError {
            throw CommandError.input(error.description, exitCode: error.exitCode)
        }
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

    /// Reads `--history` with `settings` and joins it with `--labels` for the target `target`
    /// picks once the labels are read, telling the user which labels were used and which skipped.
    static func labelledDays(_ args: Arguments, settings: FeatureSettings, console: Console,
                             target: (LabelTable) throws -> TargetScale) throws -> LabelledDays {
        let history = try args.required("--history"), labelsPath = try args.required("--labels")
        let (table, clock) = try HistoryInput.tableAndClock(path: history, settings: settings, console: console)
        let labels = try LabelTable.read(path: labelsPath, utcOffsetSeconds: try labelClock(args, history: clock))
        let labelled = try labelled(table: table, labels: labels, file: labelsPath, target: try target(labels))
        console.err(labelLine(labelled))
        return labelled
    }

    /// Joins the table with the labels.
    static func labelled(table: FeatureTable, labels: LabelTable, file: String, target: TargetScale) throws -> LabelledDays {
        var days = try reportingTrainingErrors { try LabelledDays(table: table, labels: labels, target: target, file: file) }
        days.replacedDuplicates = labels.replacedDuplicates
        return days
    }

    /// One line saying which labels were used and which were skipped, and why.
    static func labelLine(_ l: LabelledDays) -> String {
        var skipped: [String] = []
        if l.blank > 0 { skipped.append("\(l.blank) blank") }
        if l.outsideScale > 0 { skipped.append("\(l.outsideScale) outside the scale") }
        if l.replacedDuplicates > 0 { skipped.append("\(l.replacedDuplicates) earlier reports of a day reported again") }
        if l.withoutUsableRow > 0 {
            skipped.append("\(l.withoutUsableRow) on dates without a scorable row (outside the history, or no night measured)")
        }
        let t = l.target
        return "labels: \(t.name) \(num(t.lo)):\(num(t.hi)) \(t.direction.rawValue), \(l.days.count) usable days" + (skipped.isEmpty ? "" : "; skipped \(skipped.joined(separator: ", "))") + "\n"
    }
}

/// Runs training code, turning its errors into exit-65 command errors.
func reportingTrainingErrors<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as TrainingError { throw CommandError.input(e.description, exitCode: 65) }
}
