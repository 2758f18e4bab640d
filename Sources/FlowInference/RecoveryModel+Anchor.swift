import FlowFeatures
import FlowRecords

/// The version-2 parts of a model file: the anchor and the selection record (SPEC 16).
extension ModelAnchor {
    /// The `anchor` object.
    var json: JSONValue {
        .object(
            [("kind", .string(kind.rawValue))]
                + (kind == .recent ? [("alpha", .number(AnchorKind.recentWeight))] : []) + [
                    ("mean", .number(mean)), ("sd", .number(sd)), ("weight", .number(weight)),
                    ("level", .number(level)), ("labels", .number(Double(labels))),
                    ("as_of", .string(asOf.description)),
                ])
    }

    /// Reads and checks the `anchor` object, naming the field at fault.
    init(json a: JSONValue, reader r: FieldReader, bounds: ModelBounds) throws {
        let file = r.file
        let kindName = try r.string(a, "kind", in: "anchor")
        guard let kind = AnchorKind(rawValue: kindName) else {
            throw ModelError.invalid(
                file: file, field: "anchor.kind", problem: "is '\(kindName)', expected recent or mean")
        }
        if kind == .recent, !r.isNullOrAbsent(a, "alpha") {
            guard try r.number(a, "alpha", in: "anchor") == AnchorKind.recentWeight else {
                throw ModelError.invalid(file: file, field: "anchor.alpha", problem: "must be 0.3")
            }
        }
        let mean = try r.number(a, "mean", in: "anchor")
        let sd = try r.number(a, "sd", in: "anchor")
        let weight = try r.number(a, "weight", in: "anchor")
        let level = try r.number(a, "level", in: "anchor")
        guard sd >= 0 else { throw ModelError.invalid(file: file, field: "anchor.sd", problem: "is negative") }
        if sd == 0, weight != 0 {
            throw ModelError.invalid(file: file, field: "anchor.sd", problem: "is 0 while the weight is not")
        }
        try bounds.check(weight, "anchor.weight", within: -bounds.span...bounds.span)
        try bounds.check(mean, "anchor.mean", within: -bounds.span...bounds.span)
        try bounds.check(level, "anchor.level", within: -bounds.span...bounds.span)
        try bounds.check(sd, "anchor.sd", within: (weight == 0 ? 0 : 1e-12)...bounds.span)
        let labels = try r.integer(a, "labels", in: "anchor")
        guard labels >= 1 else {
            throw ModelError.invalid(file: file, field: "anchor.labels", problem: "must be 1 or more")
        }
        guard let asOf = CalendarDay(iso: try r.string(a, "as_of", in: "anchor")) else {
            throw ModelError.invalid(file: file, field: "anchor.as_of", problem: "is not a date YYYY-MM-DD")
        }
        self.init(kind: kind, mean: mean, sd: sd, weight: weight, level: level, labels: labels, asOf: asOf)
    }
}

extension ModelSelection {
    /// The `selection` object.
    var json: JSONValue {
        func opt(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        return .object([
            ("mode", .string(mode.rawValue)), ("threshold", .number(ModelSelection.threshold)),
            ("max", .number(Double(ModelSelection.maximum))),
            (
                "steps",
                .array(
                    steps.map {
                        .object([
                            ("feature", .string($0.feature.rawValue)), ("sse_before", .number($0.sseBefore)),
                            ("sse_after", .number($0.sseAfter)),
                        ])
                    })
            ),
            ("anchor_sse", .object(AnchorKind.allCases.map { ($0.rawValue, opt(anchorSSE[$0])) })),
            (
                "same_days",
                sameDays.map {
                    .object([
                        ("n", .number(Double($0.n))), ("rmse", .number($0.rmse)),
                        ("skill_vs_mean", opt($0.skillVsMean)),
                        ("skill_vs_persistence", opt($0.skillVsPersistence)),
                        ("skill_vs_recent", opt($0.skillVsRecent)),
                    ])
                } ?? .null
            ),
        ])
    }

    /// Reads the `selection` object: its steps must name candidates of the model.
    init(json s: JSONValue, reader r: FieldReader, features: [ModelFeature]) throws {
        let file = r.file
        let modeName = try r.string(s, "mode", in: "selection")
        guard let mode = Mode(rawValue: modeName) else {
            throw ModelError.invalid(
                file: file, field: "selection.mode", problem: "is '\(modeName)', expected auto or all")
        }
        var steps: [Step] = []
        for (i, entry) in try r.array(s, "steps", in: "selection").enumerated() {
            let path = "selection.steps[\(i)]"
            let name = try r.string(entry, "feature", in: path)
            guard let feature = Signal(rawValue: name), features.contains(where: { $0.feature == feature }) else {
                throw ModelError.invalid(
                    file: file, field: "\(path).feature", problem: "'\(name)' is not a candidate of this model")
            }
            steps.append(
                Step(
                    feature: feature, sseBefore: try r.number(entry, "sse_before", in: path),
                    sseAfter: try r.number(entry, "sse_after", in: path)))
        }
        var anchorSSE: [AnchorKind: Double] = [:]
        if !r.isNullOrAbsent(s, "anchor_sse") {
            let a = try r.object(s, "anchor_sse", in: "selection")
            for kind in AnchorKind.allCases where !r.isNullOrAbsent(a, kind.rawValue) {
                anchorSSE[kind] = try r.number(a, kind.rawValue, in: "selection.anchor_sse")
            }
        }
        var sameDays: SameDays?
        if !r.isNullOrAbsent(s, "same_days") {
            let d = try r.object(s, "same_days", in: "selection")
            func skill(_ key: String) throws -> Double? {
                r.isNullOrAbsent(d, key) ? nil : try r.number(d, key, in: "selection.same_days")
            }
            sameDays = SameDays(
                n: try r.integer(d, "n", in: "selection.same_days"),
                rmse: try r.number(d, "rmse", in: "selection.same_days"),
                skillVsMean: try skill("skill_vs_mean"), skillVsPersistence: try skill("skill_vs_persistence"),
                skillVsRecent: try skill("skill_vs_recent"))
        }
        self.init(mode: mode, steps: steps, anchorSSE: anchorSSE, sameDays: sameDays)
    }
}
