import FlowDatabase
import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowStatistics
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
        /// The cohort database to write (nil: none), and the version of flow writing it.
        public var out: String?
        public var flowVersion = ""

        /// A request from its parts.
        public init(
            people: String, labelsName: String, targets: [String], scale: (lo: Double, hi: Double)? = nil,
            labelClock: Int? = nil, sessionsName: String? = nil, jobs: Int = 1, shard: (index: Int, count: Int)? = nil,
            out: String? = nil
        ) {
            self.out = out
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
        /// The shards a `--partial` merge went without (`3/4`).
        public var missingShards: [String] = []

        /// The people's runs pooled per target, in the order `targets` gives.
        public init(runs: [CohortRun], targets: [String], failed: [(person: String, error: String)]) {
            (self.runs, self.failed) = (runs, failed)
            pooled = CohortPool.pool(runs, targets: targets)
        }
    }

    /// The settings every shard of one cohort shares, as the `settings` table holds them.
    static func settings(_ request: Request) -> [[SQLValue]] {
        [
            ("features", FeatureSettings().commentLine), ("flow_version", request.flowVersion),
            ("label_tz", request.labelClock.map(String.init)), ("labels_name", request.labelsName),
            ("scale", request.scale.map { NumberFormat.shortest($0.lo) + ":" + NumberFormat.shortest($0.hi) }),
            ("sessions_name", request.sessionsName), ("targets", request.targets.joined(separator: ",")),
        ].map { [.text($0.0), .text($0.1)] }
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

    /// Runs every person of the request (`progress` is told each one's name as it finishes)
    /// and, with `out`, writes the cohort database beside it and renames it into place.
    public static func run(
        _ request: Request, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) throws
        -> Result
    {
        let people = try people(request)
        try checkTargets(people, request)
        guard let out = request.out else { return try run(people, request, progress: progress) { _ in } }
        try AtomicFile.checkTarget(out, inputs: [request.people])
        var result: Result?
        try AtomicFile.replace(out) { temporary in
            var tables = CohortTables.empty
            tables[.settings].rows = settings(request)
            let shard = request.shard.map { "\($0.index)/\($0.count)" } ?? "1/1"
            tables[.shards].rows = [[.text(shard), .text(request.people), .integer(Int64(people.count))]]
            let writer = try DatabaseWriter(path: temporary, name: out, tables: tables)
            let done = try run(people, request, progress: progress) { person in
                for (table, rows) in CohortTables.rows(of: person) { try writer.append(rows, to: tables[table].name) }
                try writer.commit()  // each person's rows leave memory as they are written
            }
            try writer.append(CohortTables.rows(of: done.pooled), to: tables[.pooled].name)
            try writer.finish()
            result = done
        }
        return result!
    }

    /// Runs `people` on up to `request.jobs` threads; `record` is given each person in name
    /// order (whatever order they finish in), one at a time, and the person is then let go, so
    /// memory holds only the people running and those finished ahead of an earlier one.
    static func run(
        _ people: [String], _ request: Request, progress: @escaping @Sendable (String) -> Void,
        record: @escaping (CohortPerson) throws -> Void
    ) throws -> Result {
        /// Each person's slot until it is recorded, the next person to take and to record.
        final class Slots: @unchecked Sendable {
            var finished: [CohortPerson?]
            var cursor = 0, recorded = 0
            var runs: [CohortRun] = []
            var failed: [(person: String, error: String)] = []
            var failure: Error?
            let record: (CohortPerson) throws -> Void
            let lock = NSLock()
            init(_ n: Int, _ record: @escaping (CohortPerson) throws -> Void) {
                (finished, self.record) = (Array(repeating: nil, count: n), record)
            }
        }
        let slots = Slots(people.count, record)
        let workers = max(1, min(request.jobs, people.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                slots.lock.lock()
                let k = slots.failure == nil ? slots.cursor : people.count
                slots.cursor += 1
                slots.lock.unlock()
                guard k < people.count else { return }
                let outcome = person(people[k], request)
                slots.lock.lock()
                slots.finished[k] = outcome
                while slots.failure == nil, slots.recorded < people.count,
                    let next = slots.finished[slots.recorded]
                {
                    do { try slots.record(next) } catch { slots.failure = error }
                    slots.runs += next.runs
                    if let error = next.error { slots.failed.append((next.person, error)) }
                    slots.finished[slots.recorded] = nil
                    slots.recorded += 1
                }
                slots.lock.unlock()
                progress(people[k])
            }
        }
        if let failure = slots.failure { throw failure }
        return Result(runs: slots.runs, targets: request.targets, failed: slots.failed)
    }

    /// One person: the history read once, then each target's labels and nested evaluation; a
    /// target that cannot be evaluated is recorded with its reason, a history that cannot be
    /// read with its error.
    static func person(_ name: String, _ request: Request) -> CohortPerson {
        let folder = request.people + "/" + name
        let path = historyPath(folder, excluding: [request.labelsName] + (request.sessionsName.map { [$0] } ?? []))
        var out = CohortPerson(
            person: name, history: String(path.dropFirst(request.people.count + 1)), imported: nil, error: nil,
            runs: [], predictions: [])
        if out.history.isEmpty { out.history = "." }
        let sessions = request.sessionsName.map { folder + "/" + $0 }.flatMap {
            FileManager.default.fileExists(atPath: $0) ? $0 : nil
        }
        let history = HistoryRequest(path: path, sessions: sessions, sessionsClock: request.labelClock)
        let settings = FeatureSettings()
        let loaded: LoadedHistory
        do {
            loaded = try HistoryLoader.load(history, settings: settings)
        } catch {
            out.error = "\(error)"
            return out
        }
        let rows = loaded.table.rows
        out.imported = CohortImport(
            accepted: loaded.report?.acceptedCount ?? 0, rejected: loaded.report?.rejectedCount ?? 0,
            firstDay: rows.first?.day, lastDay: rows.last?.day, days: rows.count,
            scorableDays: rows.filter(\.isScorable).count)
        out.imported?.sessionsRejected = loaded.sessionsRejected
        let labelsFile = folder + "/" + request.labelsName
        guard FileManager.default.fileExists(atPath: labelsFile) else {
            out.runs = request.targets.map { .notEvaluated(name, $0, "no labels file \(request.labelsName)") }
            return out
        }
        for target in request.targets {
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
                else {
                    out.runs.append(.notEvaluated(name, target, "too few labelled days for a rolling origin"))
                    continue
                }
                out.runs.append(run(name, target, rolling))
                out.predictions += rolling.predictions.map { CohortPrediction(name, target, $0) }
            } catch {
                out.runs.append(.notEvaluated(name, target, "\(error)"))
            }
        }
        return out
    }

    /// Refuses, before anyone is run, a target the labels cannot give, as `flow evaluate` would:
    /// a column the first labels file (in people's name order) lacks (65) or a PMSys item SPEC 11
    /// refuses as a target (64). A cohort where no one has labels is left to say so per person.
    static func checkTargets(_ people: [String], _ request: Request) throws {
        let files = people.lazy.map { request.people + "/" + $0 + "/" + request.labelsName }
        guard let file = files.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return }
        let labels = try LabelLoader.table(LabelRequest(file: file, clock: request.labelClock), historyClock: 0)
        for target in request.targets {
            var plan = FitPlan()
            plan.targetName = target
            plan.scale = request.scale
            _ = try plan.target(for: labels)
            guard labels.targets.contains(target) else {
                throw TrainingError.noSuchTarget(file: file, target: target, available: labels.targets)
            }
        }
    }

    /// What a person's folder holds as their history, as the format registry tells it: the
    /// folder itself when it is an export (a Fitbit, Takeout or vendor folder), else the first
    /// file in it, by name, that a format reads (a records CSV by its header; the labels and
    /// session files left out), else the folder (whose error then says what it holds).
    static func historyPath(_ folder: String, excluding: [String] = []) -> String {
        if let input = try? OpenedHistory(path: folder), (try? HistoryFormat.detect(input)) != nil { return folder }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !excluding.contains(name) {
            let path = folder + "/" + name
            guard let input = try? OpenedHistory(path: path), input.files == nil || input.isZip,
                let format = try? HistoryFormat.detect(input), format.holdsRecords
            else { continue }
            if format == .recordsCSV, !input.head.starts(with: Array("kind,start,end,value,source".utf8)) { continue }
            return path
        }
        // A records.csv that is not right is still the person's history: its error says what is wrong.
        return names.contains("records.csv") ? folder + "/records.csv" : folder
    }

    /// A person-target's figures from its nested rolling origin.
    static func run(_ person: String, _ target: String, _ rolling: RollingOrigin) -> CohortRun {
        func sse(_ value: KeyPath<RollingPrediction, Double>) -> Double {
            rolling.predictions.map { ($0.day.label - $0[keyPath: value]) * ($0.day.label - $0[keyPath: value]) }
                .reduce(0, +)
        }
        var run = CohortRun(
            person: person, target: target, n: rolling.n, sse: sse(\.predicted), sseMean: sse(\.meanBaseline),
            ssePersistence: sse(\.persistence), sseRecent: sse(\.recent), intervals: [:], reason: nil)
        // Each baseline's part once: the person's own interval and what they add to a pooled one.
        for b in VerdictBaseline.allCases {
            let part = rolling.part(against: RollingOrigin.keyPath(b))
            run.intervals[b] = SkillInterval.pooled([part])
            run.variances[b] = part.variance
        }
        return run
    }
}
