import FlowFeatures
import FlowRecords
import FlowStatistics

extension RecoveryModel {
    /// The model as a JSON document (SPEC section 9 keys, in that order).
    public var json: JSONValue {
        let need = settings.sleepNeedHours
        return .object(
            [
                ("format", .string("flow-model")),
                ("version", .number(Double(fileVersion))),
                ("tool_version", .string(toolVersion)),
                (
                    "target",
                    .object([
                        ("name", .string(target.name)), ("lo", .number(target.lo)), ("hi", .number(target.hi)),
                        ("direction", .string(target.direction.rawValue)),
                    ])
                ),
                ("standardise", .string(standardise.rawValue)),
                ("intercept", .number(intercept)),
                ("lambda", .number(lambda)),
            ] + (anchor.map { [("anchor", $0.json)] } ?? []) + [
                (
                    "features",
                    .array(
                        features.map {
                            .object(
                                [
                                    ("name", .string($0.feature.rawValue)), ("mean", .number($0.mean)),
                                    ("sd", .number($0.sd)), ("weight", .number($0.weight)),
                                ] + ($0.admitted.map { [("admitted", .bool($0))] } ?? []))
                        })
                ),
                (
                    "flags",
                    .array(
                        zip(MissingFlag.allCases, flagWeights).map {
                            .object([("name", .string($0.rawValue)), ("weight", .number($1))])
                        })
                ),
                ("dropped", .array(dropped.map { .string($0) })),
            ] + (selection.map { [("selection", $0.json)] } ?? []) + [
                (
                    "settings",
                    .object(
                        [
                            ("window_days", .number(Double(settings.windowDays))),
                            ("min_observations", .number(Double(settings.minObservations))),
                            ("max_hr", .number(settings.maxHR)),
                            ("sleep_need_hours", .number(need)),
                        ] + (hrv.map { [("hrv", .string($0.rawValue))] } ?? []) + [
                            (
                                "clamps",
                                .object(
                                    Feature.allCases.map {
                                        (
                                            $0.rawValue,
                                            .array([.number($0.clamp.lowerBound), .number($0.clamp.upperBound)])
                                        )
                                    })
                            ),
                            (
                                "baselines",
                                .object(
                                    Feature.allCases.map { ($0.rawValue, .number($0.baseline(sleepNeedHours: need))) })
                            ),
                        ])
                ),
                ("training", training.json),
            ])
    }

    /// Reads and validates a model document: every field is checked, and a problem is an
    /// error naming the field, never a silent default.
    public init(json: JSONValue, file: String) throws {
        let r = FieldReader(file: file)
        guard case .object = json else {
            throw ModelError.invalid(file: file, field: "(document)", problem: "is not a JSON object")
        }
        if let repeated = json.repeatedKey() {
            throw ModelError.invalid(file: file, field: repeated, problem: "appears twice")
        }
        guard try r.string(json, "format") == "flow-model" else {
            throw ModelError.invalid(file: file, field: "format", problem: "is not 'flow-model'")
        }
        let version = try r.integer(json, "version")
        guard version <= RecoveryModel.formatVersion else {
            throw ModelError.newerVersion(file: file, found: version, supported: RecoveryModel.formatVersion)
        }
        guard version >= 1 else { throw ModelError.invalid(file: file, field: "version", problem: "must be 1 or more") }
        let toolVersion = try r.string(json, "tool_version")

        let t = try r.object(json, "target")
        guard let direction = TargetScale.Direction(rawValue: try r.string(t, "direction", in: "target")) else {
            throw ModelError.invalid(
                file: file, field: "target.direction", problem: "is not higher-is-worse or higher-is-better")
        }
        let target = TargetScale(
            name: try r.string(t, "name", in: "target"), lo: try r.number(t, "lo", in: "target"),
            hi: try r.number(t, "hi", in: "target"), direction: direction)
        guard target.lo < target.hi else {
            throw ModelError.invalid(file: file, field: "target.hi", problem: "must exceed target.lo")
        }
        let bounds = ModelBounds(target: target, file: file)
        try bounds.check(abs(target.lo), "target.lo", within: 0...1e6)
        try bounds.check(abs(target.hi), "target.hi", within: 0...1e6)
        try bounds.check(target.hi - target.lo, "target.hi", within: 1e-6...2e6)
        let standardise: Standardisation
        if let value = json["standardise"] {
            guard let text = value.string, let known = Standardisation(rawValue: text) else {
                throw ModelError.invalid(
                    file: file, field: "standardise",
                    problem: "is \(value.text()), expected \"training\" or \"personal\"")
            }
            standardise = known
        } else {
            standardise = .training
        }
        let intercept = try r.number(json, "intercept")
        try bounds.check(intercept, "intercept", within: (target.lo - bounds.span)...(target.hi + bounds.span))
        let lambda = try r.number(json, "lambda")
        try bounds.check(lambda, "lambda", within: 0...1e15)

        let featureList = try r.array(json, "features")
        guard !featureList.isEmpty else { throw ModelError.invalid(file: file, field: "features", problem: "is empty") }
        var features: [ModelFeature] = []
        for (i, entry) in featureList.enumerated() {
            let path = "features[\(i)]"
            let name = try r.string(entry, "name", in: path)
            guard let feature = Signal(rawValue: name), version >= 2 || feature.feature != nil else {
                throw ModelError.unknownName(file: file, field: "\(path).name", name: name)
            }
            if let previous = features.last, previous.feature >= feature {
                throw ModelError.invalid(file: file, field: "\(path).name", problem: "is repeated or out of SPEC order")
            }
            var f = ModelFeature(
                feature: feature, mean: try r.number(entry, "mean", in: path), sd: try r.number(entry, "sd", in: path),
                weight: try r.number(entry, "weight", in: path))
            if version >= 2 { f.admitted = try r.bool(entry, "admitted", in: path) }
            guard f.sd >= 0 else { throw ModelError.invalid(file: file, field: "\(path).sd", problem: "is negative") }
            if f.sd == 0 && f.weight != 0 {
                throw ModelError.invalid(file: file, field: "\(path).sd", problem: "is 0 while the weight is not")
            }
            if f.admitted == false {
                // A candidate that was not admitted carries nothing: its numbers are placeholders.
                guard f.weight == 0 else {
                    throw ModelError.invalid(
                        file: file, field: "\(path).weight", problem: "is not 0 for a feature not admitted")
                }
            } else {
                try bounds.check(f, path: path)
            }
            features.append(f)
        }

        let flagList = try r.array(json, "flags")
        guard flagList.count == MissingFlag.allCases.count else {
            throw ModelError.wrongLength(
                file: file, field: "flags", expected: MissingFlag.allCases.count, found: flagList.count)
        }
        var flagWeights: [Double] = []
        for (i, (entry, flag)) in zip(flagList, MissingFlag.allCases).enumerated() {
            let name = try r.string(entry, "name", in: "flags[\(i)]")
            guard MissingFlag(rawValue: name) != nil else {
                throw ModelError.unknownName(file: file, field: "flags[\(i)].name", name: name)
            }
            guard name == flag.rawValue else {
                throw ModelError.invalid(
                    file: file, field: "flags[\(i)].name",
                    problem: "is '\(name)', expected '\(flag.rawValue)' (SPEC order)")
            }
            let weight = try r.number(entry, "weight", in: "flags[\(i)]")
            try bounds.check(weight, "flags[\(i)].weight", within: -bounds.span...bounds.span)
            flagWeights.append(weight)
        }

        var dropped: [String] = []
        for (i, entry) in try r.array(json, "dropped").enumerated() {
            guard let name = entry.string else {
                throw ModelError.invalid(file: file, field: "dropped[\(i)]", problem: "is not a string")
            }
            guard features.contains(where: { $0.feature.rawValue == name }) || MissingFlag(rawValue: name) != nil else {
                throw ModelError.unknownName(file: file, field: "dropped[\(i)]", name: name)
            }
            let weight =
                features.first(where: { $0.feature.rawValue == name })?.weight
                ?? MissingFlag(rawValue: name).map { flagWeights[$0.index] } ?? 0
            guard weight == 0 else {
                throw ModelError.invalid(
                    file: file, field: "dropped[\(i)]", problem: "names '\(name)', whose weight is not 0")
            }
            dropped.append(name)
        }

        let s = try r.object(json, "settings")
        let settings = FeatureSettings(
            maxHR: try r.number(s, "max_hr", in: "settings"),
            sleepNeedHours: try r.number(s, "sleep_need_hours", in: "settings"),
            windowDays: try r.integer(s, "window_days", in: "settings"),
            minObservations: try r.integer(s, "min_observations", in: "settings"))
        guard settings.windowDays == 14, settings.minObservations == 5 else {
            throw ModelError.invalid(
                file: file, field: "settings.window_days", problem: "must be 14 with min_observations 5 in this version"
            )
        }
        try bounds.check(settings.maxHR, "settings.max_hr", within: FeatureSettings.maxHRRange)
        try bounds.check(settings.sleepNeedHours, "settings.sleep_need_hours", within: FeatureSettings.sleepNeedRange)
        let clamps = try r.object(s, "clamps", in: "settings")
        let baselines = try r.object(s, "baselines", in: "settings")
        for f in Feature.allCases {
            let pair = try r.array(clamps, f.rawValue, in: "settings.clamps")
            let field = "settings.clamps.\(f.rawValue)"
            guard pair.count == 2 else {
                throw ModelError.wrongLength(file: file, field: field, expected: 2, found: pair.count)
            }
            guard pair[0].number == f.clamp.lowerBound, pair[1].number == f.clamp.upperBound else {
                throw ModelError.invalid(file: file, field: field, problem: "differs from this flow's clamp \(f.clamp)")
            }
            let b = try r.number(baselines, f.rawValue, in: "settings.baselines")
            guard abs(b - f.baseline(sleepNeedHours: settings.sleepNeedHours)) <= 1e-12 else {
                throw ModelError.invalid(
                    file: file, field: "settings.baselines.\(f.rawValue)", problem: "differs from this flow's baseline")
            }
        }

        let training = try TrainingSummary(json: try r.object(json, "training"), reader: r)
        // A trained model without the key comes from before RMSSD tables: it was fitted to SDNN.
        var hrv: HRVMeasure? = training.days > 0 ? .sdnn : nil
        if let text = s["hrv"] {
            guard let name = text.string, let measure = HRVMeasure(rawValue: name) else {
                throw ModelError.invalid(file: file, field: "settings.hrv", problem: "is not \"sdnn\" or \"rmssd\"")
            }
            hrv = measure
        }
        var anchor: ModelAnchor?
        var selection: ModelSelection?
        if version >= 2 {
            anchor = try ModelAnchor(json: try r.object(json, "anchor"), reader: r, bounds: bounds)
            selection = try ModelSelection(json: try r.object(json, "selection"), reader: r, features: features)
        }
        self.init(
            toolVersion: toolVersion, target: target, intercept: intercept, lambda: lambda, features: features,
            flagWeights: flagWeights, dropped: dropped, settings: settings, hrv: hrv, training: training,
            standardise: standardise, anchor: anchor, selection: selection)
    }

    /// Parses and validates model file text.
    public init(text: String, file: String) throws {
        let json: JSONValue
        do { json = try JSONValue.parse(text) } catch let e as JSONSyntaxError {
            throw ModelError.syntax(file: file, e)
        }
        try self.init(json: json, file: file)
    }
}

extension TrainingSummary {
    /// The `training` block: the statistics (null for a model fitted to nobody's labels)
    /// and the rolling-origin verdict (null when no day was evaluated).
    var json: JSONValue {
        func opt(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
        return .object(
            [
                ("days", .number(Double(days))), ("first", first.map { .string($0.description) } ?? .null),
                ("last", last.map { .string($0.description) } ?? .null), ("r2", opt(r2)), ("rmse", opt(rmse)),
                ("mae", opt(mae)),
                ("cv_rmse", opt(cvRMSE)), ("cv_days", opt(verdict.map { Double($0.days) })),
                ("baseline_mean_rmse", opt(verdict?.meanRMSE)),
                ("baseline_persistence_rmse", opt(verdict?.persistenceRMSE)),
                ("baseline_recent_rmse", opt(verdict?.recentRMSE)),
            ] + Verdict.skillKeys(verdict))
    }

    /// Reads the `training` block. A trained model (days > 0) needs its dates and
    /// statistics as numbers; a file written before the verdict existed loads without one.
    fileprivate init(json tr: JSONValue, reader r: FieldReader) throws {
        let file = r.file
        let days = try r.integer(tr, "days", in: "training")
        guard days >= 0 else { throw ModelError.invalid(file: file, field: "training.days", problem: "is negative") }
        func day(_ key: String) throws -> CalendarDay? {
            if days == 0, r.isNullOrAbsent(tr, key) { return nil }
            guard let d = CalendarDay(iso: try r.string(tr, key, in: "training")) else {
                throw ModelError.invalid(file: file, field: "training.\(key)", problem: "is not a date YYYY-MM-DD")
            }
            return d
        }
        func statistic(_ key: String) throws -> Double? {
            days == 0 && r.isNullOrAbsent(tr, key) ? nil : try r.number(tr, key, in: "training")
        }
        let first = try day("first")
        let last = try day("last")
        if let first, let last, first > last {
            throw ModelError.invalid(file: file, field: "training.last", problem: "is before training.first")
        }
        let cv = r.isNullOrAbsent(tr, "cv_rmse") ? nil : try r.number(tr, "cv_rmse", in: "training")
        var verdict: Verdict?
        let verdictKeys =
            [
                "baseline_mean_rmse", "baseline_persistence_rmse", "baseline_recent_rmse",
                "skill_vs_mean", "skill_vs_persistence", "skill_vs_recent",
            ] + VerdictBaseline.allCases.map { "skill_vs_\($0.key)_interval" }
        if !r.isNullOrAbsent(tr, "cv_days") {
            func skill(_ key: String) throws -> Double? {
                r.isNullOrAbsent(tr, key) ? nil : try r.number(tr, key, in: "training")
            }
            let cvDays = try r.integer(tr, "cv_days", in: "training")
            guard cvDays > 0, cvDays <= days else {
                throw ModelError.invalid(
                    file: file, field: "training.cv_days", problem: "must be between 1 and training.days")
            }
            verdict = Verdict(
                days: cvDays, meanRMSE: try r.number(tr, "baseline_mean_rmse", in: "training"),
                persistenceRMSE: try r.number(tr, "baseline_persistence_rmse", in: "training"),
                recentRMSE: try r.number(tr, "baseline_recent_rmse", in: "training"),
                skillVsMean: try skill("skill_vs_mean"), skillVsPersistence: try skill("skill_vs_persistence"),
                skillVsRecent: try skill("skill_vs_recent"),
                meanInterval: try r.interval(tr, "skill_vs_mean_interval", in: "training"),
                persistenceInterval: try r.interval(tr, "skill_vs_persistence_interval", in: "training"),
                recentInterval: try r.interval(tr, "skill_vs_recent_interval", in: "training"))
        } else if let present = verdictKeys.first(where: { !r.isNullOrAbsent(tr, $0) }) {
            throw ModelError.invalid(
                file: file, field: "training.\(present)", problem: "is given while training.cv_days is not")
        }
        self.init(
            days: days, first: first, last: last, r2: try statistic("r2"), rmse: try statistic("rmse"),
            mae: try statistic("mae"), cvRMSE: cv, verdict: verdict)
    }
}

/// The sane range of every number a model file carries, so that no weight, spread or mean
/// can overflow a prediction (a weight of 1e306, an sd of 1e-320): each is refused with its
/// field named. Weights and the intercept may move ŷ by at most 1000 times the target's span.
struct ModelBounds {
    let file: String
    /// 1000 · (hi − lo): the largest effect one column may have, on the target's scale.
    let span: Double

    init(target: TargetScale, file: String) {
        self.file = file
        span = 1000 * (target.hi - target.lo)
    }

    func check(_ x: Double, _ field: String, within range: ClosedRange<Double>) throws {
        guard range.contains(x) else {
            throw ModelError.invalid(
                file: file, field: field,
                problem: "is \(NumberFormat.shortest(x)), outside "
                    + "\(NumberFormat.shortest(range.lowerBound)) to \(NumberFormat.shortest(range.upperBound))")
        }
    }

    /// A feature's mean lies within its clamp (it is a mean of clamped values), its sd is at
    /// most the clamp's width and, with a weight, at least a billionth of it.
    func check(_ f: ModelFeature, path: String) throws {
        let clamp = f.feature.range
        let width = clamp.upperBound - clamp.lowerBound
        try check(f.mean, "\(path).mean", within: clamp)
        try check(f.sd, "\(path).sd", within: (f.weight == 0 ? 0 : width * 1e-9)...width)
        try check(f.weight, "\(path).weight", within: -span...span)
    }
}

/// Reads typed fields and names the one at fault.
struct FieldReader {
    let file: String

    func field(_ v: JSONValue, _ key: String, in path: String?) throws -> (JSONValue, String) {
        let name = path.map { "\($0).\(key)" } ?? key
        guard let value = v[key] else { throw ModelError.missing(file: file, field: name) }
        return (value, name)
    }

    /// True when the key is absent or holds null.
    func isNullOrAbsent(_ v: JSONValue, _ key: String) -> Bool { v[key] == nil || v[key]?.isNull == true }

    func number(_ v: JSONValue, _ key: String, in path: String? = nil) throws -> Double {
        let (value, name) = try field(v, key, in: path)
        guard let x = value.number else {
            throw ModelError.invalid(file: file, field: name, problem: "is not a number")
        }
        guard x.isFinite else { throw ModelError.invalid(file: file, field: name, problem: "is not finite") }
        return x
    }

    func integer(_ v: JSONValue, _ key: String, in path: String? = nil) throws -> Int {
        let x = try number(v, key, in: path)
        guard x == x.rounded(), abs(x) < 1e9 else {
            throw ModelError.invalid(
                file: file, field: path.map { "\($0).\(key)" } ?? key, problem: "is not a whole number")
        }
        return Int(x)
    }

    func bool(_ v: JSONValue, _ key: String, in path: String? = nil) throws -> Bool {
        let (value, name) = try field(v, key, in: path)
        guard case .bool(let b) = value else {
            throw ModelError.invalid(file: file, field: name, problem: "is not true or false")
        }
        return b
    }

    func string(_ v: JSONValue, _ key: String, in path: String? = nil) throws -> String {
        let (value, name) = try field(v, key, in: path)
        guard let s = value.string else {
            throw ModelError.invalid(file: file, field: name, problem: "is not a string")
        }
        return s
    }

    func array(_ v: JSONValue, _ key: String, in path: String? = nil) throws -> [JSONValue] {
        let (value, name) = try field(v, key, in: path)
        guard let a = value.array else { throw ModelError.invalid(file: file, field: name, problem: "is not a list") }
        return a
    }

    /// A skill's 90 % interval: absent or null is none; otherwise two finite numbers, lo ≤ hi.
    func interval(_ v: JSONValue, _ key: String, in path: String? = nil) throws -> SkillInterval? {
        if isNullOrAbsent(v, key) { return nil }
        let (value, name) = try field(v, key, in: path)
        guard let ends = value.array, ends.count == 2, let lo = ends[0].number, let hi = ends[1].number else {
            throw ModelError.invalid(file: file, field: name, problem: "is not a list of two numbers [lo, hi]")
        }
        guard lo.isFinite, hi.isFinite else {
            throw ModelError.invalid(file: file, field: name, problem: "is not finite")
        }
        guard lo <= hi else {
            throw ModelError.invalid(file: file, field: name, problem: "has its lower end above its upper end")
        }
        return SkillInterval(lo: lo, hi: hi)
    }

    func object(_ v: JSONValue, _ key: String, in path: String? = nil) throws -> JSONValue {
        let (value, name) = try field(v, key, in: path)
        guard case .object = value else {
            throw ModelError.invalid(file: file, field: name, problem: "is not an object")
        }
        return value
    }
}
