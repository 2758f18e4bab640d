import FlowApp
import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining
import Foundation

/// The options that say what to fit (target, scale, direction, penalty, features, anchor,
/// selection), parsed into the application's `FitPlan`.
enum FitOptions {
    /// Every option that says what to fit (none of which a model file leaves open, but the
    /// labels' clock).
    static let all: [CommandOption] = [.target, .scale, .direction, .ridge, .features, .labelZone, .anchor, .select]

    /// The plan the options give; a malformed or contradictory option is a usage error.
    static func plan(_ args: Arguments) throws -> FitPlan {
        var plan = FitPlan()
        if let name = args[.target] {
            guard !name.isEmpty else { throw CommandError.usage(.target, "needs a labels column name") }
            plan.targetName = name
        }
        if let scale = args[.scale] {
            let parts = scale.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let lo = decimal(parts[0]), let hi = decimal(parts[1]) else {
                throw CommandError.usage(.scale, "takes lo:hi, such as 1:5, not '\(scale)'")
            }
            guard lo < hi else { throw CommandError.usage(.scale, "\(scale): lo must be below hi") }
            plan.scale = (lo, hi)
        }
        if let direction = args[.direction] {
            guard let d = TargetScale.Direction(rawValue: direction) else {
                throw CommandError.usage(.direction, "is higher-is-worse or higher-is-better, not '\(direction)'")
            }
            plan.direction = d
        }
        if let ridge = args[.ridge] {
            if ridge == "auto" {
                plan.ridgeGiven = .auto
            } else {
                guard let l = decimal(ridge), l >= 0 else {
                    throw CommandError.usage(.ridge, "takes auto or a penalty of 0 or more, not '\(ridge)'")
                }
                plan.ridgeGiven = .fixed(l)
            }
        }
        if let name = args[.anchor] {
            guard name == "none" || AnchorKind(rawValue: name) != nil else {
                throw CommandError.usage(.anchor, "is recent, mean or none, not '\(name)'")
            }
            plan.anchor = AnchorKind(rawValue: name)
        }
        if let name = args[.select] {
            guard let mode = ModelSelection.Mode(rawValue: name) else {
                throw CommandError.usage(.select, "is auto or all, not '\(name)'")
            }
            plan.select = mode
        }
        if plan.anchor == nil, plan.select == .auto {
            throw CommandError.usage(
                .anchor,
                "none \(CommandOption.select.name) auto cannot work: a feature is admitted only when it predicts better than the "
                    + "anchor, so without one use \(CommandOption.select.name) all (the classic fit of every feature) or \(CommandOption.anchor.name) recent"
            )
        }
        if let list = args[.features] {
            var chosen: [Signal] = []
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map({
                $0.trimmingCharacters(in: .whitespaces)
            }) {
                guard let f = Signal(rawValue: name) else {
                    throw CommandError.usage(
                        "\(CommandOption.features.name): '\(name)' is not a feature; the features are "
                            + Feature.allCases.map(\.rawValue).joined(separator: ", ")
                            + ", and with an anchor the load columns "
                            + LoadColumn.allCases.map(\.rawValue).joined(separator: ", "))
                }
                guard !chosen.contains(f) else {
                    throw CommandError.usage("\(CommandOption.features.name): '\(name)' is listed twice")
                }
                chosen.append(f)
            }
            plan.featuresGiven = chosen.sorted()
        }
        if plan.anchor == nil { _ = try plan.classicFeatures() }
        return plan
    }
}
