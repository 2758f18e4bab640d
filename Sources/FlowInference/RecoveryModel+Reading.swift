import FlowFeatures
import FlowRecords

extension RecoveryModel {
    /// Reads and validates a model file: a missing or unreadable file is exit 66; anything
    /// wrong inside it is exit 65, naming the field.
    public static func read(path: String) throws -> RecoveryModel {
        var bytes: [UInt8] = []
        try TextFile.forEachChunk(path: path, chunkSize: 1 << 16) { bytes.append(contentsOf: $0) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ModelError.invalid(file: path, field: "(document)", problem: "is not UTF-8 text")
        }
        return try RecoveryModel(text: text, file: path)
    }

    /// Parses and validates model file text.
    public init(text: String, file: String) throws {
        let json: JSONValue
        do { json = try JSONValue.parse(text) } catch let e as JSONSyntaxError {
            throw ModelError.syntax(file: file, e)
        }
        try self.init(json: json, file: file)
    }

    /// Reads and validates a model document block by block, each checked where it is read: a
    /// problem is an error naming the file and the field, never a silent default.
    public init(json: JSONValue, file: String) throws {
        let r = FieldReader(file: file)
        let (version, toolVersion) = try RecoveryModel.readHeader(json, r)
        let target = try RecoveryModel.readTarget(json, r)
        let bounds = ModelBounds(target: target, file: file)
        let standardise = try RecoveryModel.readStandardise(json, file: file)
        let intercept = try r.number(json, "intercept")
        try bounds.check(intercept, "intercept", within: (target.lo - bounds.span)...(target.hi + bounds.span))
        let lambda = try r.number(json, "lambda")
        try bounds.check(lambda, "lambda", within: 0...1e15)
        let features = try RecoveryModel.readFeatures(json, r, version: version, bounds: bounds)
        let flagWeights = try RecoveryModel.readFlags(json, r, bounds: bounds)
        let dropped = try RecoveryModel.readDropped(json, r, features: features, flagWeights: flagWeights)
        let (settings, measure) = try RecoveryModel.readSettings(json, r, bounds: bounds)
        let training = try TrainingSummary(json: try r.object(json, "training"), reader: r)
        // A trained model without the key comes from before RMSSD tables: it was fitted to SDNN.
        let hrv = measure ?? (training.days > 0 ? .sdnn : nil)
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

    /// The document's shape and its header: an object without a repeated key, `format`
    /// `flow-model`, a `version` this flow reads, and `tool_version`.
    static func readHeader(_ json: JSONValue, _ r: FieldReader) throws -> (version: Int, toolVersion: String) {
        let file = r.file
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
        return (version, try r.string(json, "tool_version"))
    }

    /// `target`: its name, a scale whose bounds are sane and ordered, and a known direction.
    static func readTarget(_ json: JSONValue, _ r: FieldReader) throws -> TargetScale {
        let t = try r.object(json, "target")
        guard let direction = TargetScale.Direction(rawValue: try r.string(t, "direction", in: "target")) else {
            throw ModelError.invalid(
                file: r.file, field: "target.direction", problem: "is not higher-is-worse or higher-is-better")
        }
        let target = TargetScale(
            name: try r.string(t, "name", in: "target"), lo: try r.number(t, "lo", in: "target"),
            hi: try r.number(t, "hi", in: "target"), direction: direction)
        guard target.lo < target.hi else {
            throw ModelError.invalid(file: r.file, field: "target.hi", problem: "must exceed target.lo")
        }
        let bounds = ModelBounds(target: target, file: r.file)
        try bounds.check(abs(target.lo), "target.lo", within: 0...1e6)
        try bounds.check(abs(target.hi), "target.hi", within: 0...1e6)
        try bounds.check(target.hi - target.lo, "target.hi", within: 1e-6...2e6)
        return target
    }

    /// `standardise`: `training` or `personal`; absent in files written before it, which are `training`.
    static func readStandardise(_ json: JSONValue, file: String) throws -> Standardisation {
        guard let value = json["standardise"] else { return .training }
        guard let text = value.string, let known = Standardisation(rawValue: text) else {
            throw ModelError.invalid(
                file: file, field: "standardise", problem: "is \(value.text()), expected \"training\" or \"personal\"")
        }
        return known
    }

    /// `features`: known names (load columns only from version 2) in SPEC order, each with a
    /// mean, an sd that is not negative (and not 0 under a weight), a weight within bounds, and
    /// from version 2 whether it was admitted (one that was not weighs 0).
    static func readFeatures(
        _ json: JSONValue, _ r: FieldReader, version: Int, bounds: ModelBounds
    ) throws -> [ModelFeature] {
        let list = try r.array(json, "features")
        guard !list.isEmpty else { throw ModelError.invalid(file: r.file, field: "features", problem: "is empty") }
        var features: [ModelFeature] = []
        for (i, entry) in list.enumerated() {
            let path = "features[\(i)]"
            let name = try r.string(entry, "name", in: path)
            guard let feature = Signal(rawValue: name), version >= 2 || feature.feature != nil else {
                throw ModelError.unknownName(file: r.file, field: "\(path).name", name: name)
            }
            if let previous = features.last, previous.feature >= feature {
                throw ModelError.invalid(
                    file: r.file, field: "\(path).name", problem: "is repeated or out of SPEC order")
            }
            var f = ModelFeature(
                feature: feature, mean: try r.number(entry, "mean", in: path), sd: try r.number(entry, "sd", in: path),
                weight: try r.number(entry, "weight", in: path))
            if version >= 2 { f.admitted = try r.bool(entry, "admitted", in: path) }
            try check(f, path: path, r, bounds: bounds)
            features.append(f)
        }
        return features
    }

    /// One feature's numbers: a candidate not admitted carries placeholders and weighs 0.
    private static func check(_ f: ModelFeature, path: String, _ r: FieldReader, bounds: ModelBounds) throws {
        guard f.sd >= 0 else { throw ModelError.invalid(file: r.file, field: "\(path).sd", problem: "is negative") }
        if f.sd == 0 && f.weight != 0 {
            throw ModelError.invalid(file: r.file, field: "\(path).sd", problem: "is 0 while the weight is not")
        }
        guard f.admitted == false else { return try bounds.check(f, path: path) }
        guard f.weight == 0 else {
            throw ModelError.invalid(
                file: r.file, field: "\(path).weight", problem: "is not 0 for a feature not admitted")
        }
    }

    /// `flags`: all nine, by name in SPEC order, each weight within bounds.
    static func readFlags(_ json: JSONValue, _ r: FieldReader, bounds: ModelBounds) throws -> [Double] {
        let list = try r.array(json, "flags")
        guard list.count == MissingFlag.allCases.count else {
            throw ModelError.wrongLength(
                file: r.file, field: "flags", expected: MissingFlag.allCases.count, found: list.count)
        }
        var weights: [Double] = []
        for (i, (entry, flag)) in zip(list, MissingFlag.allCases).enumerated() {
            let name = try r.string(entry, "name", in: "flags[\(i)]")
            guard MissingFlag(rawValue: name) != nil else {
                throw ModelError.unknownName(file: r.file, field: "flags[\(i)].name", name: name)
            }
            guard name == flag.rawValue else {
                throw ModelError.invalid(
                    file: r.file, field: "flags[\(i)].name",
                    problem: "is '\(name)', expected '\(flag.rawValue)' (SPEC order)")
            }
            let weight = try r.number(entry, "weight", in: "flags[\(i)]")
            try bounds.check(weight, "flags[\(i)].weight", within: -bounds.span...bounds.span)
            weights.append(weight)
        }
        return weights
    }

    /// `dropped`: names of the model's features or flags, each with weight 0.
    static func readDropped(
        _ json: JSONValue, _ r: FieldReader, features: [ModelFeature], flagWeights: [Double]
    ) throws -> [String] {
        var dropped: [String] = []
        for (i, entry) in try r.array(json, "dropped").enumerated() {
            guard let name = entry.string else {
                throw ModelError.invalid(file: r.file, field: "dropped[\(i)]", problem: "is not a string")
            }
            guard features.contains(where: { $0.feature.rawValue == name }) || MissingFlag(rawValue: name) != nil else {
                throw ModelError.unknownName(file: r.file, field: "dropped[\(i)]", name: name)
            }
            let weight =
                features.first(where: { $0.feature.rawValue == name })?.weight
                ?? MissingFlag(rawValue: name).map { flagWeights[$0.index] } ?? 0
            guard weight == 0 else {
                throw ModelError.invalid(
                    file: r.file, field: "dropped[\(i)]", problem: "names '\(name)', whose weight is not 0")
            }
            dropped.append(name)
        }
        return dropped
    }

    /// `settings`: the feature settings within this flow's ranges, every clamp and baseline as
    /// this flow has them, and the HRV measure when the file names one.
    static func readSettings(
        _ json: JSONValue, _ r: FieldReader, bounds: ModelBounds
    ) throws -> (FeatureSettings, HRVMeasure?) {
        let s = try r.object(json, "settings")
        let settings = FeatureSettings(
            maxHR: try r.number(s, "max_hr", in: "settings"),
            sleepNeedHours: try r.number(s, "sleep_need_hours", in: "settings"),
            windowDays: try r.integer(s, "window_days", in: "settings"),
            minObservations: try r.integer(s, "min_observations", in: "settings"))
        guard settings.windowDays == 14, settings.minObservations == 5 else {
            throw ModelError.invalid(
                file: r.file, field: "settings.window_days",
                problem: "must be 14 with min_observations 5 in this version")
        }
        try bounds.check(settings.maxHR, "settings.max_hr", within: FeatureSettings.maxHRRange)
        try bounds.check(settings.sleepNeedHours, "settings.sleep_need_hours", within: FeatureSettings.sleepNeedRange)
        try checkClampsAndBaselines(s, r, sleepNeedHours: settings.sleepNeedHours)
        guard let text = s["hrv"] else { return (settings, nil) }
        guard let name = text.string, let measure = HRVMeasure(rawValue: name) else {
            throw ModelError.invalid(file: r.file, field: "settings.hrv", problem: "is not \"sdnn\" or \"rmssd\"")
        }
        return (settings, measure)
    }

    /// `settings.clamps` and `settings.baselines`: one of each per feature, as this flow's.
    private static func checkClampsAndBaselines(
        _ s: JSONValue, _ r: FieldReader, sleepNeedHours: Double
    ) throws {
        let clamps = try r.object(s, "clamps", in: "settings")
        let baselines = try r.object(s, "baselines", in: "settings")
        for f in Feature.allCases {
            let pair = try r.array(clamps, f.rawValue, in: "settings.clamps")
            let field = "settings.clamps.\(f.rawValue)"
            guard pair.count == 2 else {
                throw ModelError.wrongLength(file: r.file, field: field, expected: 2, found: pair.count)
            }
            guard pair[0].number == f.clamp.lowerBound, pair[1].number == f.clamp.upperBound else {
                throw ModelError.invalid(
                    file: r.file, field: field, problem: "differs from this flow's clamp \(f.clamp)")
            }
            let b = try r.number(baselines, f.rawValue, in: "settings.baselines")
            guard abs(b - f.baseline(sleepNeedHours: sleepNeedHours)) <= 1e-12 else {
                throw ModelError.invalid(
                    file: r.file, field: "settings.baselines.\(f.rawValue)",
                    problem: "differs from this flow's baseline")
            }
        }
    }
}
