import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining
import Foundation

/// The options that say what to fit: target, scale, direction, penalty and features.
struct FitOptions {
    var targetName = "stress"
    var scale: (lo: Double, hi: Double)?
    var direction: TargetScale.Direction?
    /// `--ridge` as given (nil: λ 100 for an anchored model, auto for the classic one).
    var ridgeGiven: RidgeChoice?
    /// `--features` as given, in table order (nil: the defaults).
    var featuresGiven: [Signal]?
    /// The anchor (nil with `--anchor none`: the classic model of SPEC 5).
    var anchor: AnchorKind? = .recent
    /// How features are chosen.
    var select = ModelSelection.Mode.auto

    /// The penalty of a classic fit.
    var ridge: RidgeChoice { ridgeGiven ?? .auto }

    static let valued: Set<String> = [
        "--target", "--scale", "--direction", "--ridge", "--features", "--label-tz", "--anchor", "--select",
    ]

    init(_ args: Arguments) throws {
        if let name = args.value("--target") {
            guard !name.isEmpty else { throw CommandError.usage("--target needs a labels column name") }
            targetName = name
        }
        if let scale = args.value("--scale") {
            let parts = scale.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let lo = decimal(parts[0]), let hi = decimal(parts[1]) else {
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
                ridgeGiven = .auto
            } else {
                guard let l = decimal(ridge), l >= 0 else {
                    throw CommandError.usage("--ridge takes auto or a penalty of 0 or more, not '\(ridge)'")
                }
                ridgeGiven = .fixed(l)
            }
        }
        if let name = args.value("--anchor") {
            guard name == "none" || AnchorKind(rawValue: name) != nil else {
                throw CommandError.usage("--anchor is recent, mean or none, not '\(name)'")
            }
            anchor = AnchorKind(rawValue: name)
        }
        if let name = args.value("--select") {
            guard let mode = ModelSelection.Mode(rawValue: name) else {
                throw CommandError.usage("--select is auto or all, not '\(name)'")
            }
            select = mode
        }
        if anchor == nil, select == .auto {
            throw CommandError.usage(
                "--anchor none --select auto cannot work: a feature is admitted only when it predicts better than the "
                    + "anchor, so without one use --select all (the classic fit of every feature) or --anchor recent")
        }
        if let list = args.value("--features") {
            var chosen: [Signal] = []
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map({
                $0.trimmingCharacters(in: .whitespaces)
            }) {
                guard let f = Signal(rawValue: name) else {
                    throw CommandError.usage(
                        "--features: '\(name)' is not a feature; the features are "
                            + Feature.allCases.map(\.rawValue).joined(separator: ", ")
                            + ", and with an anchor the load columns "
                            + LoadColumn.allCases.map(\.rawValue).joined(separator: ", "))
                }
                guard !chosen.contains(f) else { throw CommandError.usage("--features: '\(name)' is listed twice") }
                chosen.append(f)
            }
            featuresGiven = chosen.sorted()
        }
        if anchor == nil { _ = try classicFeatures() }
    }

    /// The candidates of an anchored model: those given, else the 12 defaults, joined by
    /// `session_load` when a sessions file is given (it is the one load column that earned
    /// its place on real athletes' data).
    func candidates(sessions: Bool) -> [Signal] {
        featuresGiven ?? Trainer.defaultFeatures.map { .feature($0) } + (sessions ? [.load(.sessionLoad)] : [])
    }

    /// The features of a classic fit (SPEC 5: a subset of the 19; the load columns, which may
    /// be empty on a day, are candidates of an anchored model only).
    func classicFeatures() throws -> [Feature] {
        guard let given = featuresGiven else { return Trainer.defaultFeatures }
        let load = given.filter { $0.feature == nil }.map(\.rawValue)
        guard load.isEmpty else {
            throw CommandError.usage(
                "--features: \(load.joined(separator: ", ")) can be weighed only by a model with an anchor "
                    + "(the classic fit takes the 19 features); leave out --anchor none")
        }
        return given.compactMap(\.feature)
    }

    /// The target for a labels file: flow's default scale (stress, 1:5, higher is worse), or a
    /// PMSys item's own scale and direction, each replaced by `--scale` / `--direction` when given.
    func target(for labels: LabelTable) throws -> TargetScale {
        var target = TargetScale(name: targetName)
        if labels.isPMSys {
            guard !PMSysItems.notRatings.contains(targetName) else {
                throw CommandError.usage(
                    "--target \(targetName) is a measurement, not a rating, so it cannot be a target; "
                        + "choose one of "
                        + labels.targets.filter { PMSysItems.scale(of: $0) != nil }.joined(separator: ", "))
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
}
