import FlowApp
import FlowDatabase
import FlowFeatures
import FlowImport
import FlowRecords
import FlowTraining
import Foundation

extension Arguments {
    /// `--history` (else the library, when there is one), `--tz` (checked against the tz
    /// database), `--sex`, `--sessions` and the clock `--label-tz` gives the sessions.
    func history() throws -> HistoryRequest {
        let path = try self[.history] ?? defaultLibrary()
        let zone = try zoneName()
        var sex: BiologicalSex?
        if let name = self[.sex] {
            guard let s = BiologicalSex(rawValue: name) else {
                throw CommandError.usage(.sex, "is female or male, not '\(name)'")
            }
            sex = s
        }
        var request = HistoryRequest(
            path: path, zone: zone, sex: sex, sessions: self[.sessions], sessionsClock: try labelClock())
        request.morePaths = Array(all(.history).dropFirst())
        request.readsCycle = !has(.noCycle)
        return request
    }

    /// `--tz`, checked against the tz database.
    func zoneName() throws -> ClockSetting? {
        let given = all(.zone)
        guard !given.isEmpty else { return nil }
        switch ClockSetting.parse(given) {
        case .success(let setting): return setting
        case .failure(let problem): throw CommandError.usage(.zone, problem.description)
        }
    }

    /// The library read when no `--history` is given: `--library`, else the default one, which
    /// must exist (a usage error says how to make it).
    func defaultLibrary() throws -> String {
        let place = try? library()
        if let place, FileManager.default.fileExists(atPath: place) { return place }
        throw CommandError.usage(
            .history,
            "is required: there is no library "
                + (place.map { "at \($0) " } ?? "(neither FLOW_LIBRARY, XDG_DATA_HOME nor HOME is set) ")
                + "to read instead (flow import EXPORT makes one)")
    }

    /// The library `flow import` and `flow library` work on: `--library`, else the default.
    func library() throws -> String {
        if let given = self[.library] { return given }
        guard let place = LibraryLocation.path(environment: environment) else {
            throw CommandError.usage(
                .library, "is needed: neither FLOW_LIBRARY, XDG_DATA_HOME nor HOME is set to place the default")
        }
        return place
    }

    /// `--history` scored by `--model` (or the reference model), with `--labels` for a model
    /// that starts from them.
    func scoredRequest() throws -> ScoredRequest {
        ScoredRequest(history: try history(), modelFile: self[.model], labels: try labels())
    }

    /// `--labels` with the clock `--label-tz` gives it (nil when no labels are given).
    func labels() throws -> LabelRequest? {
        try self[.labels].map { LabelRequest(file: $0, clock: try labelClock()) }
    }

    /// `--labels`, required.
    func requiredLabels() throws -> LabelRequest {
        LabelRequest(file: try required(.labels), clock: try labelClock())
    }

    /// `--label-tz ±HH:MM` in seconds east of UTC (nil: the history's own clock).
    func labelClock() throws -> Int? {
        guard let text = self[.labelZone] else { return nil }
        if text == "Z" || text == "UTC" || text == "0" { return 0 }
        guard case .success(let t) = TimestampParser.parse("2000-01-01T00:00:00" + text) else {
            throw CommandError.usage(.labelZone, "takes an offset such as +01:00 or -0500, not '\(text)'")
        }
        return Int(t.offsetSeconds)
    }
}

extension Console {
    /// What the command line shows while a history loads, on standard error: a progress
    /// meter on a terminal, the import report, the coverage line, the labels used, notes.
    var observer: LoadObserver {
        let meter = ProgressMeter(console: self)
        let err = self.err
        return LoadObserver(
            progress: meter.map { m in { m.update($0, $1) } }, readingDone: { meter?.done() },
            imported: { err($0.text) },
            featurised: { err(CoverageText.line($0)) }, labelled: { err(LabelInput.line($0)) },
            note: { err($0 + "\n") })
    }
}
