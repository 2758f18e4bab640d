import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the simulated person as Apple Health's `export.xml`, streamed to disk: the DTD
/// header, `Me`, `ExportDate`, watch and phone sources with `device` attributes, metadata
/// entries, beat-to-beat lists on HRV readings, workouts, activity summaries, and the volume
/// mix of a real watch wearer (most records are energy, distance and heart rate).
///
/// As Apple writes them, sleep records carry the home zone's offset and an `HKTimeZone`
/// naming the zone they were recorded in; other records carry their own offset. The extra
/// record types come from a second generator, so the person's own records are the same as
/// in the records CSV.
struct AppleHealthExportWriter: SimulatedRecordSink {
    private let file: UnsafeMutablePointer<FILE>
    private let path: String
    private var buffer: [UInt8] = []
    private var rng: SeededGenerator
    private var writeError = false
    /// Whether the person writes their own skin temperature (a simulated cycle); and the last
    /// logged bleeding day, to flag a period's first.
    private let ownTemperature: Bool
    private var lastFlow = -Double.infinity

    static let watchDevice =
        "&lt;&lt;HKDevice: 0x3012772a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,7, software:10.2&gt;"
    static let phoneDevice =
        "&lt;&lt;HKDevice: 0x281f1c0a0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,2, software:17.2.1&gt;"

    /// A writer on an open descriptor (a temporary file the caller created exclusively);
    /// `path` names it in errors. The writer owns and closes the descriptor.
    init(path: String, descriptor: Int32, plan: SimulationPlan) throws {
        guard let f = fdopen(descriptor, "wb") else {
            Glibc.close(descriptor)
            throw OutputError.cannotWrite(file: path, reason: String(cString: strerror(errno)))
        }
        file = f
        self.path = path
        rng = SeededGenerator(seed: plan.seed ^ 0xA991_E4EA_17B0_0000)
        ownTemperature = plan.cycles
        buffer.reserveCapacity(1 << 22)
        let exportDay = plan.start.adding(days: plan.days)
        write(AppleHealthExportWriter.header)
        write(" <ExportDate value=\"\(exportDay) 09:00:00 +0100\"/>\n")
        write(
            " <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1990-05-20\" HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexFemale\""
                + " HKCharacteristicTypeIdentifierBloodType=\"HKBloodTypeNotSet\" HKCharacteristicTypeIdentifierFitzpatrickSkinType=\"HKFitzpatrickSkinTypeNotSet\""
                + " HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse=\"None\"/>\n")
    }

    mutating func close() throws {
        write("</HealthData>\n")
        flush()
        let closed = fclose(file)
        if writeError || closed != 0 { throw OutputError.cannotWrite(file: path, reason: "could not be written") }
    }

    private mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 22 { flush() }
    }

    private mutating func flush() {
        if !buffer.isEmpty, fwrite(buffer, 1, buffer.count, file) != buffer.count { writeError = true }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func device(_ source: String) -> String? {
        switch source {
        case "Apple Watch": return watchDevice
        case "iPhone": return phoneDevice
        default: return nil
        }
    }

    private static func sourceVersion(_ source: String) -> String {
        switch source {
        case "Apple Watch": return "10.2"
        case "iPhone": return "17.2.1"
        case "SleepApp": return "6.4.0"
        default: return "3.1"
        }
    }

    /// `<Record …` up to the value, with the written dates.
    private mutating func open(
        _ type: String, source: String, unit: String?, start: String, end: String, created: String, value: String
    ) {
        var s =
            " <Record type=\"\(type)\" sourceName=\"\(source)\" sourceVersion=\"\(AppleHealthExportWriter.sourceVersion(source))\""
        if let device = AppleHealthExportWriter.device(source) { s += " device=\"\(device)\"" }
        if let unit { s += " unit=\"\(unit)\"" }
        s += " creationDate=\"\(created)\" startDate=\"\(start)\" endDate=\"\(end)\" value=\"\(value)\""
        write(s)
    }

    mutating func record(
        _ kind: String, _ start: Double, _ end: Double, _ value: String, _ source: String,
        apple: Bool, clock: SimulatedClock
    ) {
        if kind == "sleep" {
            let home = SimulatedClock.homeOffset(at: start)
            let startText = clock.stamp(start, offset: home, apple: true)
            let endText = clock.stamp(end, offset: SimulatedClock.homeOffset(at: end), apple: true)
            let stage: String
            switch value {
            case "in_bed": stage = "InBed"
            case "awake": stage = "Awake"
            case "core": stage = "AsleepCore"
            case "deep": stage = "AsleepDeep"
            case "rem": stage = "AsleepREM"
            default: stage = "AsleepUnspecified"
            }
            open(
                "HKCategoryTypeIdentifierSleepAnalysis", source: source, unit: nil, start: startText, end: endText,
                created: clock.stamp(end + 120, offset: home, apple: true),
                value: "HKCategoryValueSleepAnalysis\(stage)")
            write(">\n  <MetadataEntry key=\"HKTimeZone\" value=\"\(clock.zoneName(at: start))\"/>\n </Record>\n")
            return
        }
        let startText = clock.stamp(start, apple: true)
        let endText = clock.stamp(end, apple: true)
        let created = clock.stamp(end + Double(rng.integer(1, 300)), apple: true)
        switch kind {
        case "heart_rate":
            open(
                "HKQuantityTypeIdentifierHeartRate", source: source, unit: "count/min", start: startText, end: endText,
                created: created, value: value)
            write(
                ">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"\(rng.integer(0, 2))\"/>\n </Record>\n"
            )
        case "steps":
            open(
                "HKQuantityTypeIdentifierStepCount", source: source, unit: "count", start: startText, end: endText,
                created: created, value: value)
            write("/>\n")
            let km = (Double(value) ?? 0) * 0.00074
            open(
                "HKQuantityTypeIdentifierDistanceWalkingRunning", source: source, unit: "km", start: startText,
                end: endText,
                created: created, value: NumberFormat.decimals(km, 5))
            write("/>\n")
        case "body_mass":
            let pounds = value.hasPrefix("lb:")
            open(
                "HKQuantityTypeIdentifierBodyMass", source: source, unit: pounds ? "lb" : "kg", start: startText,
                end: endText,
                created: created, value: pounds ? String(value.dropFirst(3)) : value)
            write("/>\n")
        case "wrist_temp":
            open(
                "HKQuantityTypeIdentifierAppleSleepingWristTemperature", source: source, unit: "degC", start: startText,
                end: endText, created: created, value: value)
            write("/>\n")
        case "menstrual_flow":
            // A logged day at its local midnight, the start flag on a period's first (heavy
            // follows it, then medium, then light), as the Health app's cycle tracking writes.
            let name = ["Unspecified", "Light", "Medium", "Heavy"][Int(value) ?? 0]
            open(
                "HKCategoryTypeIdentifierMenstrualFlow", source: source, unit: nil, start: startText, end: endText,
                created: created, value: "HKCategoryValueVaginalBleeding\(name)")
            let first = start - lastFlow > 2 * 86_400
            lastFlow = start
            write(">\n  <MetadataEntry key=\"HKMenstrualCycleStart\" value=\"\(first ? 1 : 0)\"/>\n </Record>\n")
        case "resting_hr":
            open(
                "HKQuantityTypeIdentifierRestingHeartRate", source: source, unit: "count/min", start: startText,
                end: endText, created: created, value: value)
            write("/>\n")
        default:  // hrv_sdnn, with the beat-to-beat list the watch records
            open(
                "HKQuantityTypeIdentifierHeartRateVariabilitySDNN", source: source, unit: "ms", start: startText,
                end: endText, created: created, value: value)
            write(">\n  <HeartRateVariabilityMetadataList>\n")
            var t = start - 60
            let base = rng.uniform(55, 70)
            for _ in 0..<rng.integer(55, 75) {
                let bpm = base + rng.normal(0, 3)
                write(
                    "   <InstantaneousBeatsPerMinute bpm=\"\(Int(bpm.rounded()))\" time=\"\(AppleHealthExportWriter.clockTime(t, clock))\"/>\n"
                )
                t += 60 / bpm
            }
            write("  </HeartRateVariabilityMetadataList>\n </Record>\n")
        }
    }

    /// The records a watch and phone write besides the five flow reads, for one day: the
    /// watch's (when worn), the phone's walking metrics, a run, a weekly blood pressure, the
    /// day's activity summary. They draw from the writer's own generator, in this order.
    mutating func day(
        _ d: Int, date: CalendarDay, watchOn: Bool, wake: Double, bed: Double, run: (Double, Double)?,
        clock: SimulatedClock
    ) {
        guard bed > wake else { return }
        let midnight = clock.instant(local: Double(date.ordinal) * 86_400)
        var r = rng
        if watchOn { watchDay(wake: wake, bed: bed, midnight: midnight, clock: clock, &r) }
        walking(wake: wake, bed: bed, clock: clock, &r)
        if let (s, e) = run { workout(s, e, date: date, clock: clock) }
        if d % 7 == 3 { bloodPressure(at: clock.stamp(midnight + 8 * 3600, apple: true)) }
        write(
            " <ActivitySummary dateComponents=\"\(date)\" activeEnergyBurned=\"\(NumberFormat.decimals(r.uniform(300, 700), 3))\""
                + " activeEnergyBurnedGoal=\"500\" activeEnergyBurnedUnit=\"Cal\" appleMoveTime=\"0\" appleMoveTimeGoal=\"0\""
                + " appleExerciseTime=\"\(run.map { Int(($0.1 - $0.0) / 60) } ?? r.integer(3, 20))\" appleExerciseTimeGoal=\"30\""
                + " appleStandHours=\"\(r.integer(8, 14))\" appleStandHoursGoal=\"12\"/>\n")
        rng = r
    }

    /// One quantity record from `s` to `e`, created up to ten minutes after it ends.
    private mutating func quantity(
        _ type: String, _ source: String, _ unit: String, _ s: Double, _ e: Double, _ value: String,
        clock: SimulatedClock, _ rng: inout SeededGenerator
    ) {
        open(
            "HKQuantityTypeIdentifier\(type)", source: source, unit: unit, start: clock.stamp(s, apple: true),
            end: clock.stamp(e, apple: true), created: clock.stamp(e + Double(rng.integer(1, 600)), apple: true),
            value: value)
        write("/>\n")
    }

    /// What a worn watch adds: active energy about once a minute awake, basal energy every ten
    /// minutes, stand hours, audio exposure, and the night's breathing, oxygen and temperature.
    private mutating func watchDay(
        wake: Double, bed: Double, midnight: Double, clock: SimulatedClock, _ r: inout SeededGenerator
    ) {
        var t = wake
        while t < bed {
            let len = Double(r.integer(30, 55))
            quantity(
                "ActiveEnergyBurned", "Apple Watch", "Cal", t, t + len, NumberFormat.decimals(r.uniform(0.01, 0.9), 3),
                clock: clock, &r)
            if r.chance(0.45) {
                quantity(
                    "PhysicalEffort", "Apple Watch", "kcal/hr·kg", t, t + len,
                    NumberFormat.decimals(r.uniform(1, 4), 1),
                    clock: clock, &r)
            }
            t += len
        }
        t = midnight
        while t < midnight + 86_400 {
            quantity(
                "BasalEnergyBurned", "Apple Watch", "Cal", t, t + 600, NumberFormat.decimals(r.uniform(10, 12), 3),
                clock: clock, &r)
            t += 600
        }
        for h in 0..<16 where r.chance(0.8) {
            let s = wake + Double(h) * 3600
            guard s + 300 < bed else { break }
            quantity("AppleStandTime", "Apple Watch", "min", s, s + 300, String(r.integer(1, 5)), clock: clock, &r)
            open(
                "HKCategoryTypeIdentifierAppleStandHour", source: "Apple Watch", unit: nil,
                start: clock.stamp(s, apple: true), end: clock.stamp(s + 3600, apple: true),
                created: clock.stamp(s + 3700, apple: true), value: "HKCategoryValueAppleStandHourStood")
            write("/>\n")
        }
        for k in 0..<40 {
            let s = wake + (bed - wake) * Double(k) / 40
            quantity(
                "EnvironmentalAudioExposure", "Apple Watch", "dBASPL", s, s + 1800,
                NumberFormat.decimals(r.uniform(40, 80), 2), clock: clock, &r)
        }
        for k in 0..<24 {
            let s = wake - 7.5 * 3600 + Double(k) * 1200
            quantity(
                "RespiratoryRate", "Apple Watch", "count/min", s, s, NumberFormat.decimals(r.uniform(12, 17), 1),
                clock: clock, &r)
            if k % 3 == 0 {
                quantity(
                    "OxygenSaturation", "Apple Watch", "%", s, s, NumberFormat.decimals(r.uniform(0.94, 0.99), 2),
                    clock: clock, &r)
            }
        }
        guard !ownTemperature else { return }
        quantity(
            "AppleSleepingWristTemperature", "Apple Watch", "degC", wake - 7 * 3600, wake,
            NumberFormat.decimals(r.uniform(35.5, 36.5), 2), clock: clock, &r)
    }

    /// The phone's walking metrics through the waking day: speed, step length, double support,
    /// flights climbed, headphone audio.
    private mutating func walking(wake: Double, bed: Double, clock: SimulatedClock, _ r: inout SeededGenerator) {
        for k in 0..<30 {
            let s = wake + (bed - wake) * (Double(k) + r.uniform(0, 0.8)) / 30
            quantity(
                "WalkingSpeed", "iPhone", "km/hr", s, s + 20, NumberFormat.decimals(r.uniform(3.5, 5.5), 2),
                clock: clock, &r)
            quantity("WalkingStepLength", "iPhone", "cm", s, s + 20, String(r.integer(62, 78)), clock: clock, &r)
            if k % 3 == 0 {
                quantity(
                    "WalkingDoubleSupportPercentage", "iPhone", "%", s, s + 20,
                    NumberFormat.decimals(r.uniform(0.25, 0.32), 3), clock: clock, &r)
            }
            if k % 4 == 0 {
                quantity("FlightsClimbed", "iPhone", "count", s, s + 60, String(r.integer(1, 3)), clock: clock, &r)
            }
            if k % 2 == 0 {
                quantity(
                    "HeadphoneAudioExposure", "iPhone", "dBASPL", s, s + 600,
                    NumberFormat.decimals(r.uniform(50, 75), 2), clock: clock, &r)
            }
        }
    }

    /// A run as Apple writes a workout: its metadata, a segment event, heart-rate statistics
    /// and a route file reference.
    private mutating func workout(_ s: Double, _ e: Double, date: CalendarDay, clock: SimulatedClock) {
        let minutes = (e - s) / 60
        var w =
            " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"\(NumberFormat.decimals(minutes, 4))\""
        w +=
            " durationUnit=\"min\" sourceName=\"Apple Watch\" sourceVersion=\"10.2\" device=\"\(AppleHealthExportWriter.watchDevice)\""
        w +=
            " creationDate=\"\(clock.stamp(e + 30, apple: true))\" startDate=\"\(clock.stamp(s, apple: true))\" endDate=\"\(clock.stamp(e, apple: true))\">\n"
        w += "  <MetadataEntry key=\"HKIndoorWorkout\" value=\"0\"/>\n"
        w += "  <MetadataEntry key=\"HKAverageMETs\" value=\"9.8 kcal/hr·kg\"/>\n"
        w +=
            "  <WorkoutEvent type=\"HKWorkoutEventTypeSegment\" date=\"\(clock.stamp(s, apple: true))\" duration=\"\(NumberFormat.decimals(minutes, 4))\" durationUnit=\"min\"/>\n"
        w +=
            "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" startDate=\"\(clock.stamp(s, apple: true))\" endDate=\"\(clock.stamp(e, apple: true))\""
        w += " average=\"148\" minimum=\"96\" maximum=\"171\" unit=\"count/min\"/>\n"
        w +=
            "  <WorkoutRoute sourceName=\"Apple Watch\" sourceVersion=\"10.2\" creationDate=\"\(clock.stamp(e + 60, apple: true))\""
        w += " startDate=\"\(clock.stamp(s, apple: true))\" endDate=\"\(clock.stamp(e, apple: true))\">\n"
        w += "   <FileReference path=\"/workout-routes/route_\(date).gpx\"/>\n  </WorkoutRoute>\n </Workout>\n"
        write(w)
    }

    /// A blood-pressure reading typed into Health: a correlation of its two records.
    private mutating func bloodPressure(at at: String) {
        write(
            " <Correlation type=\"HKCorrelationTypeIdentifierBloodPressure\" sourceName=\"Health\" sourceVersion=\"17.2.1\" creationDate=\"\(at)\" startDate=\"\(at)\" endDate=\"\(at)\">\n"
        )
        write(
            "  <Record type=\"HKQuantityTypeIdentifierBloodPressureSystolic\" sourceName=\"Health\" sourceVersion=\"17.2.1\" unit=\"mmHg\" creationDate=\"\(at)\" startDate=\"\(at)\" endDate=\"\(at)\" value=\"118\"/>\n"
        )
        write(
            "  <Record type=\"HKQuantityTypeIdentifierBloodPressureDiastolic\" sourceName=\"Health\" sourceVersion=\"17.2.1\" unit=\"mmHg\" creationDate=\"\(at)\" startDate=\"\(at)\" endDate=\"\(at)\" value=\"76\"/>\n"
        )
        write(" </Correlation>\n")
    }

    /// Apple's clock time for beat lists: `7:47:41.86 PM` (local, no date).
    static func clockTime(_ instant: Double, _ clock: SimulatedClock) -> String {
        let local = instant + Double(clock.offset(at: instant))
        var secondsOfDay = local.truncatingRemainder(dividingBy: 86_400)
        if secondsOfDay < 0 { secondsOfDay += 86_400 }
        let hour = Int(secondsOfDay / 3600)
        let minute = Int(secondsOfDay / 60) % 60
        let seconds = secondsOfDay - Double(hour * 3600 + minute * 60)
        let h12 = hour % 12 == 0 ? 12 : hour % 12
        let secondsText = NumberFormat.decimals(seconds, 2)
        return
            "\(h12):\(minute < 10 ? "0" : "")\(minute):\(seconds < 10 ? "0" : "")\(secondsText) \(hour < 12 ? "AM" : "PM")"
    }

    /// The attributes every sample element (a record, a correlation, a workout, a route) carries
    /// in the export's DTD: who wrote it, on which device, and when; names padded to `width`.
    static func sampleAttributes(width: Int) -> String {
        [
            ("sourceName", "#REQUIRED"), ("sourceVersion", "#IMPLIED"), ("device", "#IMPLIED"),
            ("creationDate", "#IMPLIED"),
            ("startDate", "#REQUIRED"), ("endDate", "#REQUIRED"),
        ]
        .map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + "CDATA " + $0.1 }.joined(
            separator: "\n")
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 14 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT ExportDate EMPTY>
        <!ATTLIST ExportDate
          value CDATA #REQUIRED
        >
        <!ELEMENT Me EMPTY>
        <!ATTLIST Me
          HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
          HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
          HKCharacteristicTypeIdentifierBloodType           CDATA #REQUIRED
          HKCharacteristicTypeIdentifierFitzpatrickSkinType CDATA #REQUIRED
          HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
        \(sampleAttributes(width: 14))
        >
        <!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
        <!ELEMENT Correlation ((MetadataEntry|Record)*)>
        <!ATTLIST Correlation
          type          CDATA #REQUIRED
        \(sampleAttributes(width: 14))
        >
        <!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
        <!ATTLIST Workout
          workoutActivityType   CDATA #REQUIRED
          duration              CDATA #IMPLIED
          durationUnit          CDATA #IMPLIED
        \(sampleAttributes(width: 22))
        >
        <!ELEMENT WorkoutEvent (MetadataEntry?)>
        <!ATTLIST WorkoutEvent
          type         CDATA #REQUIRED
          date         CDATA #REQUIRED
          duration     CDATA #IMPLIED
          durationUnit CDATA #IMPLIED
        >
        <!ELEMENT WorkoutStatistics EMPTY>
        <!ATTLIST WorkoutStatistics
          type      CDATA #REQUIRED
          startDate CDATA #REQUIRED
          endDate   CDATA #REQUIRED
          average   CDATA #IMPLIED
          minimum   CDATA #IMPLIED
          maximum   CDATA #IMPLIED
          sum       CDATA #IMPLIED
          unit      CDATA #IMPLIED
        >
        <!ELEMENT WorkoutRoute ((MetadataEntry|FileReference)*)>
        <!ATTLIST WorkoutRoute
        \(sampleAttributes(width: 14))
        >
        <!ELEMENT FileReference EMPTY>
        <!ATTLIST FileReference
          path CDATA #REQUIRED
        >
        <!ELEMENT ActivitySummary EMPTY>
        <!ATTLIST ActivitySummary
          dateComponents           CDATA #IMPLIED
          activeEnergyBurned       CDATA #IMPLIED
          activeEnergyBurnedGoal   CDATA #IMPLIED
          activeEnergyBurnedUnit   CDATA #IMPLIED
          appleMoveTime            CDATA #IMPLIED
          appleMoveTimeGoal        CDATA #IMPLIED
          appleExerciseTime        CDATA #IMPLIED
          appleExerciseTimeGoal    CDATA #IMPLIED
          appleStandHours          CDATA #IMPLIED
          appleStandHoursGoal      CDATA #IMPLIED
        >
        <!ELEMENT MetadataEntry EMPTY>
        <!ATTLIST MetadataEntry
          key   CDATA #REQUIRED
          value CDATA #REQUIRED
        >
        <!-- HeartRateVariabilityMetadataList is the beat-to-beat list of an HRV reading -->
        <!ELEMENT HeartRateVariabilityMetadataList (InstantaneousBeatsPerMinute*)>
        <!ELEMENT InstantaneousBeatsPerMinute EMPTY>
        <!ATTLIST InstantaneousBeatsPerMinute
          bpm  CDATA #REQUIRED
          time CDATA #REQUIRED
        >
        ]>
        <HealthData locale="en_DE">

        """
}
