import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowTraining
import Foundation

/// `flow cohort`: many people's exports, each evaluated as `flow evaluate` would (the anchored
/// procedure's nested rolling origin, SPEC 16 and 10.6), then pooled per target. People run in
/// parallel; the results come back in the people's name order whatever the scheduling.
public enum RunCohort {
    /// What a cohort run reads.
    public struct Request: Sendable {
        /// The folder whose subfolders are the people.
        public var people: String
        /// Each person's labels file, relative to their folder (`pmsys/wellness.csv`).
        public var labelsName: String
        /// The targets evaluated for every person.
        public var targets: [String]
        /// A `--scale`, `--label-tz` (seconds east of UTC) and session file name, when given.
        public var scale: (lo: Double, hi: Double)?
        public var labelClock: Int?
        public var sessionsName: String?
        /// People run at once.
        public var jobs: Int
        /// Only the people of shard `index` of `count` (1-based), when given.
        public var shard: (index: Int, count: Int)?

        /// A request from its parts.
        public init(
            people: String, labelsName: String, targets: [String], scale: (lo: Double, hi: Double)? = nil,
            labelClock: Int? = nil, sessionsName: String? = nil, jobs: Int = 1, shard: (index: Int, count: Int)? = nil
        ) {
            (self.people, self.labelsName, self.targets, self.scale) = (people, labelsName, targets, scale)
            (self.labelClock, self.sessionsName, self.jobs, self.shard) = (labelClock, sessionsName, jobs, shard)
        }
    }

    /// What the cohort gave.
    public struct Result: Sendable {
        /// Every person-target, in name then target order.
        public var runs: [CohortRun]
        /// Each target pooled.
        public var pooled: [CohortPool]
        /// The people whose history could not be read, with the error.
        public var failed: [(person: String, error: String)]
    }

    /// The shard a person's folder name falls in, 1…count: FNV-1a (64 bits) of the name's
    /// UTF-8 bytes, modulo `count`, plus 1. Stable across runs and machines.
    public static func shard(of name: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) + 1
    }

    /// The people: the folder's subfolders (hidden ones left out), in name order, of the shard.
    public static func people(_ request: Request) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: request.people, isDirectory: &isFolder), isFolder.boolValue
        else { throw InputError.missing(file: request.people) }
        let names = try FileManager.default.contentsOfDirectory(atPath: request.people).filter { name in
            var sub: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: request.people + "/" + name, isDirectory: &sub)
                && sub.boolValue
        }.sorted()
        guard !names.isEmpty else {
            throw CommandError.input(
                "\(request.people) holds no person: give a folder of one subfolder per person",
                kind: .data)
        }
        guard let shard = request.shard else { return names }
        return names.filter { self.shard(of: $0, count: shard.count) == shard.index }
    }

    /// Runs every person of the request (`progress` is told each one's name as it finishes).
    public static func run(
        _ request: Request, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) throws
        -> Result
    {
        let people = try people(request)
        /// Each person's slot, filled by whichever worker ran them, and the next person to take.
        final class Slots: @unchecked Sendable {
            var results: [[CohortRun]?]
            var errors: [String?]
            var cursor = 0
            let lock = NSLock()
            init(_ n: Int) {
                results = Array(repeating: nil, count: n)
                errors = Array(repeating: nil, count: n)
            }
            func take() -> Int {
                lock.lock()
                defer { lock.unlock() }
                cursor += 1
                return cursor - 1
            }
        }
        let slots = Slots(people.count)
        let workers = max(1, min(request.jobs, people.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let k = slots.take()
                guard k < people.count else { return }
                let outcome: ([CohortRun]?, String?)
                do { outcome = (try person(people[k], request), nil) } catch { outcome = (nil, "\(error)") }
                slots.lock.lock()
                (slots.results[k], slots.errors[k]) = outcome
                slots.lock.unlock()
                progress(people[k])
            }
        }
        let runs = slots.results.compactMap { $0 }.flatMap { $0 }
        let failed = people.indices.compactMap { k in slots.errors[k].map { (people[k], $0) } }
        return Result(runs: runs, pooled: CohortPool.pool(runs, targets: request.targets), failed: failed)
    }

    /// One person: the history read once, then each target's labels and nested evaluation; a
    /// target that cannot be evaluated is recorded with its reason.
    static func person(_ name: String, _ request: Request) throws -> [CohortRun] {
        let folder = request.people + "/" + name
        let sessions = request.sessionsName.map { folder + "/" + $0 }.flatMap {
            FileManager.default.fileExists(atPath: $0) ? $0 : nil
        }
        let history = HistoryRequest(path: historyPath(folder), sessions: sessions, sessionsClock: request.labelClock)
        let settings = FeatureSettings()
        let labelsFile = folder + "/" + request.labelsName
        guard FileManager.default.fileExists(atPath: labelsFile) else {
            return request.targets.map { .notEvaluated(name, $0, "no labels file \(request.labelsName)") }
        }
        let loaded = try HistoryLoader.load(history, settings: settings)
        return request.targets.map { target in
            do {
                var plan = FitPlan()
                plan.targetName = target
                plan.scale = request.scale
                let labelled = try LabelLoader.labelledDays(
                    LabelRequest(file: labelsFile, clock: request.labelClock), table: loaded.table,
                    historyClock: loaded.clock, target: plan.target(for:))
                guard
                    case .anchored(let evaluation) = try Evaluate.evaluate(
                        labelled, plan: plan, sessions: sessions != nil, settings: settings),
                    let rolling = evaluation.rolling, rolling.n > 0
                else { return .notEvaluated(name, target, "too few labelled days for a rolling origin") }
                return run(name, target, rolling)
            } catch {
                return .notEvaluated(name, target, "\(error)")
            }
        }
    }

    /// What a person's folder holds as their history: a `records.csv`, an Apple `export.zip` or
    /// `export.xml` in it, else the folder itself (a Fitbit, Takeout or vendor export).
    static func historyPath(_ folder: String) -> String {
        for name in ["records.csv", "export.zip", "export.xml"]
        where FileManager.default.fileExists(atPath: folder + "/" + name) {
            return folder + "/" + name
        }
        return folder
    }

    /// A person-target's figures from its nested rolling origin.
    static func run(_ person: String, _ target: String, _ rolling: RollingOrigin) -> CohortRun {
        func sse(_ value: KeyPath<RollingPrediction, Double>) -> Double {
            rolling.predictions.map { ($0.day.label - $0[keyPath: value]) * ($0.day.label - $0[keyPath: value]) }
                .reduce(0, +)
        }
        let own = sse(\.predicted)
        var out = CohortRun(
            person: person, target: target, n: rolling.n, sse: own, sseMean: sse(\.meanBaseline),
            ssePersistence: sse(\.persistence), sseRecent: sse(\.recent), skills: [:], intervals: [:], reason: nil)
        for b in VerdictBaseline.allCases {
            if out.sse(b) > 0 { out.skills[b] = 1 - own / out.sse(b) }
            if let i = rolling.interval(against: RollingOrigin.keyPath(b)) { out.intervals[b] = (i.lo, i.hi) }
        }
        return out
    }
}
