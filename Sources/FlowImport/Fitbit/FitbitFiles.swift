import FlowRecords

/// The files of a Fitbit export, found once and sorted by family: the files with one type
/// each (older layout), the nightly summaries, the temperatures, the sleep score, the profile,
/// and Google's newer layout. Each kind comes from one layout: the older when it has that
/// kind, else the newer.
struct FitbitFiles {
    let export: ExportFiles
    /// The folder Takeout's folders sit in (`""` for the export's top).
    let root: String
    /// The files with one type each, in name order (dated Takeout files sort by date).
    let perType: [(type: String, name: String, dated: Bool)]
    let summaries: [(summary: NightlySummary, files: [String])]
    let temperatures: [String]
    /// The older layout's Minute SpO2 files (SPEC 22).
    let minuteSpO2: [String]
    let sleepScores: String?
    let profile: String?
    let google: GoogleDataExport.Files?
    /// The kinds the older layout has, and those only the newer one gives.
    let older: Set<RecordKind>, newer: Set<RecordKind>
    /// Whether this is a Google Takeout (dated files or the newer layout): its times are UTC.
    var takeout: Bool { perType.contains { $0.dated } || !newer.isEmpty }

    /// Finds every file flow reads; an export with none is an error listing what is looked for.
    init(_ export: ExportFiles) throws {
        let folder = FitbitExport.locate(export)
        let googleRoot = GoogleDataExport.root(export, near: folder.map(FitbitExport.takeoutRoot) ?? "")
        guard folder != nil || googleRoot != nil else {
            throw ImportError.unrecognised(
                file: export.path,
                problem: "no recognisable Fitbit file (sleep.json, steps.json, "
                    + "resting_heart_rate.json, heart_rate.json, dated Takeout files such as sleep-2020-01-01.json, "
                    + "or Google's Physical Activity_GoogleData and Health Fitness Data_GoogleData folders) in this "
                    + "folder or its fitbit/ or Global Export Data/ subfolder")
        }
        let perType = folder.map { FitbitExport.files(export, in: $0) } ?? []
        let root = folder.map(FitbitExport.takeoutRoot) ?? googleRoot!
        var older = Set<RecordKind>()
        for (type, _, _) in perType {
            switch type {
            case "sleep": older.insert(.sleep)
            case "steps": older.insert(.steps)
            case "resting_heart_rate": older.insert(.restingHR)
            default: older.insert(.heartRate)
            }
        }
        // Every other file is listed once, here.
        summaries = NightlySummary.all.map {
            (summary: $0, files: $0.files(export, root: root, alsoIn: $0.kind == .hrvRMSSD ? folder : nil))
        }
        temperatures = ComputedTemperature.files(export, root: root)
        minuteSpO2 = MinuteSpO2.files(export, root: root)
        if !minuteSpO2.isEmpty { older.insert(.spo2Minute) }
        older.formUnion(summaries.filter { !$0.files.isEmpty }.map(\.summary.kind))
        if !temperatures.isEmpty { older.insert(.wristTemperature) }
        sleepScores = TakeoutSleepScore.file(export, root: root)
        if sleepScores != nil { older.insert(.deviceSleep) }
        google = googleRoot.map { GoogleDataExport.files(export, root: $0) }
        newer = google?.kinds.subtracting(older) ?? []
        profile = [ExportFiles.join(root, "Your Profile/Profile.csv"), "Your Profile/Profile.csv"].first(
            where: export.contains)
        (self.export, self.root, self.perType, self.older) = (export, root, perType, older)
    }

    /// A file's name as the report shows it: with its part when a Takeout came in several.
    func shown(_ file: String) -> String { export.partCount > 1 ? export.display(file) : file }
}

extension FitbitFiles {
    /// What the reading of a Takeout's clocks needs: the profile's zone (nil without one).
    struct Inference {
        var profile: String?
    }

    /// The widest span a zone given by hand is worked out over.
    static let givenSpan =
        Double(
            CalendarDay(year: 1990, month: 1, day: 1)!.midnightLocalSeconds)...Double(
            CalendarDay(year: 2100, month: 1, day: 1)!.midnightLocalSeconds)

    /// Sets the clock the files are read on and the notes saying so, and returns what inferring
    /// a Takeout's clocks needs when they are to be worked out (nil when the clock is known). The
    /// layout with a file per type is on the wearer's wall clock; a Takeout writes heart rate and
    /// steps in UTC: the zones given by hand (`setting`) are its clocks, else its clocks are
    /// worked out from its nights, starting from the profile's zone.
    func setClock(of reader: inout FitbitReader, setting: ClockSetting?) throws -> Inference? {
        let zone = setting?.zone
        guard takeout else {
            if let setting, !setting.dated.isEmpty {
                try given(setting, profile: nil, reader: &reader)
            } else if let zone {
                reader.clock = FitbitClock(zone: zone)
                reader.clockNote = "\(zone), the zone given (the files' local times read in that zone)"
            } else {
                reader.clockNote =
                    "local wall-clock time read as +00:00 (this layout writes every time on the wearer's clock, without an offset)"
            }
            reader.layoutNote = "Fitbit export with one file per type (as in PMData): every time local"
            return nil
        }
        let profileZone = try profile.flatMap { try TakeoutProfile.zone(export, $0) }
        var inference: Inference?
        if let setting, !setting.dated.isEmpty {
            try given(setting, profile: profileZone, reader: &reader)
        } else if let zone {
            reader.clock = FitbitClock(zone: zone)
            reader.clockNote =
                "\(zone), the zone given"
                + (profileZone.map { $0 == zone ? "" : " (the profile's \($0) was not used)" } ?? "")
        } else {
            // Read on the profile's zone (else UTC) until the nights say otherwise.
            reader.clock = FitbitClock(zone: profileZone ?? "UTC")
            inference = Inference(profile: profileZone)
        }
        let olderKinds = RecordKind.allCases.filter(older.contains).map(\.rawValue).joined(separator: ", ")
        let newerKinds = RecordKind.allCases.filter(newer.contains).map(\.rawValue).joined(separator: ", ")
        reader.layoutNote =
            "Google Takeout Fitbit export: "
            + [
                older.isEmpty ? nil : "Global Export Data and its folders for \(olderKinds)",
                newer.isEmpty
                    ? nil : "\(GoogleDataExport.activityFolder) and \(GoogleDataExport.healthFolder) for \(newerKinds)",
            ].compactMap { $0 }.joined(separator: "; ")
            + " (times in UTC read on the person's zone, sleep logs on the wall clock)"
        return inference
    }

    /// Zones given by date: each from 00:00 of its date on its own clock, the undated one (else
    /// the profile's) before the first; said in the report one line each.
    private func given(_ setting: ClockSetting, profile: String?, reader: inout FitbitReader) throws {
        guard let clocks = GivenClocks(setting, profile: profile, span: FitbitFiles.givenSpan) else {
            throw ImportError.needsZone(
                file: export.path, problem: "a zone given is not one the tz database knows")
        }
        reader.clock = FitbitClock(.given(clocks))
        reader.givenClocks = setting
        reader.clockLines = clocks.stretches.enumerated().map { k, s in
            let when = k == 0 ? "until \(setting.dated[0].from.adding(days: -1))" : "from \(setting.dated[k - 1].from)"
            let said =
                k == 0 && setting.zone == nil
                ? "from \(profile.map { _ in "the profile" } ?? "the first zone given")" : "the zone given"
            return "clock \(when): \(s.clock.name), \(said)"
        }
    }
}

/// The top-level folders under a Takeout's root that a file was read from, so the report can
/// name those that gave nothing.
struct FoldersRead {
    let root: String
    private(set) var names: Set<String> = []

    init(root: String) { self.root = root }

    /// Marks the folder under the root that holds `file` (a file at the root marks none).
    mutating func mark(_ file: String) {
        let prefix = root.isEmpty ? "" : root + "/"
        let parts = file.dropFirst(prefix.count).split(separator: "/")
        if file.hasPrefix(prefix), parts.count > 1 { names.insert(String(parts[0])) }
    }

    /// Marks the folders of several files.
    mutating func mark(_ files: [String]) {
        for file in files { mark(file) }
    }
}
