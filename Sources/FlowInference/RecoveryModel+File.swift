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
    init(json tr: JSONValue, reader r: FieldReader) throws {
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
