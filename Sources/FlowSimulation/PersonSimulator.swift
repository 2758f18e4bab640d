import FlowRecords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What to simulate: how many days, from which date, with which seed.
public struct SimulationPlan: Sendable {
    /// Number of days (rows) to simulate.
    public var days: Int
    /// The generator's seed: the same seed gives the same files everywhere.
    public var seed: UInt64
    /// The first day.
    public var start: CalendarDay
    /// Whether the person also weighs themself most mornings (body_mass records). Off by
    /// default; the weights come from a generator of their own, so every other record is
    /// the same with or without them.
    public var bodyMass: Bool
    /// Whether the person has a menstrual cycle and logs their periods (bleeding days), with the
    /// luteal rise in resting and sleeping heart rate and skin temperature and the fall in HRV;
    /// the watch then writes a skin temperature each night. Off by default; the cycle comes from
    /// a generator of its own.
    public var cycles = false

    /// A plan; the default start is 2026-01-01.
    public init(
        days: Int, seed: UInt64, start: CalendarDay = CalendarDay(year: 2026, month: 1, day: 1)!,
        bodyMass: Bool = false,
        cycles: Bool = false
    ) {
        (self.days, self.seed, self.start, self.bodyMass, self.cycles) = (days, seed, start, bodyMass, cycles)
    }
}

/// The simulated files: a records CSV and a labels CSV.
public struct SimulatedHistory: Sendable {
    /// `records.csv` text.
    public var records: String
    /// `labels.csv` text (`date,stress`).
    public var labels: String
}

/// One simulated person whose records exercise every rule of the feature pipeline:
/// watch and phone steps overlapping, staged watch nights with short awake spells, nights
/// only from a second app with unstaged `asleep`, naps and an evening doze, a week without
/// the watch and two days without any device each year, days with the phone left at home, a trip to UTC-5, daylight-saving
/// changes, a heart-rate strap during some runs, exact duplicates, and outliers that
/// clamping must catch.
///
/// The stress label (1-5, higher is worse) follows the rule in `stressRule` plus noise.
public enum PersonSimulator {
    /// The label rule, stated for the README and for tests that recover it.
    public static let stressRule =
        "stress(D) = 3.0 - 0.50*(S - 7) + 0.08*(R - 58) - 1.20*ln(H/45) + 0.01*(M - 15) + e, e ~ N(0, 0.35), clamped to 1-5, rounded to 0.1"

    /// The rule's weights: sleep hours S of the night ending on D, resting HR R written
    /// for D-1, mean night HRV H (ms) of that night, and run minutes M on D-1.
    public static let weights = (sleep: -0.50, restingHR: 0.08, lnHRV: -1.20, runMinutes: 0.01, intercept: 3.0)
    /// The label noise's standard deviation.
    public static let noiseSD = 0.35

    /// Simulates a person as a records CSV and labels.
    public static func simulate(_ plan: SimulationPlan) -> SimulatedHistory {
        var sim = Simulation(plan: plan, sink: RecordsCSVSink())
        sim.run()
        return SimulatedHistory(records: sim.sink.text, labels: sim.labels)
    }

    /// Simulates the same person as an Apple Health `export.xml` written to `path` (streamed:
    /// about 400 MB a simulated year); returns the labels CSV text.
    public static func writeAppleHealthExport(_ plan: SimulationPlan, to path: String) throws -> String {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw OutputError.cannotWrite(file: path, reason: String(cString: strerror(errno))) }
        return try writeAppleHealthExport(plan, to: path, descriptor: fd)
    }

    /// The same, into an open descriptor (which it closes); `path` names it in errors.
    public static func writeAppleHealthExport(
        _ plan: SimulationPlan, to path: String, descriptor: Int32
    ) throws -> String {
        var sim = Simulation(
            plan: plan, sink: try AppleHealthExportWriter(path: path, descriptor: descriptor, plan: plan))
        sim.run()
        try sim.sink.close()
        return sim.labels
    }
}

/// The per-day latent plan of the simulated person.
private struct DayPlan {
    var watchOn = true
    var phoneCarried = true
    var bedLocal = 0.0  // local seconds of the bedtime ending on this day's night (on D-1)
    var sleepHours = 7.0  // target asleep hours of the night ending on D
    var restingHR = 58.0  // written resting HR of day D
    var hrv = 45.0  // latent night HRV (ms) of the night ending on D
    var runMinutes = 0  // run minutes on day D
    var nap = false
    var doze = false
    var appAlso = false  // the sleep app also tracks the night (overlapping the watch)
    var absent = false  // no device recorded anything (night ending on D and day D)
    var wake = 0.0  // the instant the night ending on D ended (set while writing)
    var label: Double? = nil
}

private struct Simulation<Sink: SimulatedRecordSink> {
    let plan: SimulationPlan
    var rng: SeededGenerator
    var clock = SimulatedClock()
    var days: [DayPlan] = []
    var sink: Sink
    var runInterval: (Double, Double)?
    var labels = "date,stress\n"
    // The facts the label uses, as written.
    var asleepWritten: [Double] = []
    var hrvWritten: [[Double]] = []
    /// The scale's own generator, and the latent weight it measures (kg).
    var scale: SeededGenerator
    var weight = 74.0
    /// The cycle, when the plan has one, and the generator of its skin temperatures.
    var cycle: SimulatedCycle?
    var thermometer: SeededGenerator

    init(plan: SimulationPlan, sink: Sink) {
        (self.plan, self.sink) = (plan, sink)
        rng = SeededGenerator(seed: plan.seed)
        scale = SeededGenerator(seed: plan.seed ^ 0x5CA1_E5CA_1E5C_A1E5)
        thermometer = SeededGenerator(seed: plan.seed ^ 0xC7C1_E5C7_C1E5_C7C1)
        if plan.cycles { cycle = SimulatedCycle(days: plan.days + 1, rng: &thermometer) }
    }

    /// Day d of the cycle, when the person has one.
    func cycleDay(_ d: Int) -> SimulatedCycle.Day? { cycle.map { $0.days[d] } }

    func block(_ d: Int) -> Int { d % 365 }
    func localMidnight(_ d: Int) -> Double { Double(plan.start.ordinal + d) * 86_400 }

    mutating func run() {
        let n = plan.days
        var drift = 0.0
        for d in 0...n {
            var p = DayPlan()
            let b = block(d)
            p.absent = (150...155).contains(b)
            p.watchOn = !(60...66).contains(b) && b != 140 && !p.absent && !rng.chance(0.04)
            p.phoneCarried = !rng.chance(0.1)
            let weekday = ((plan.start.ordinal + d + 4) % 7 + 7) % 7
            let weekendNight = weekday == 6 || weekday == 0  // nights ending Saturday, Sunday
            let bedHour = min(23.9, max(21.5, 22.75 + rng.normal(0, 0.55) + (weekendNight ? 0.67 : 0)))
            p.bedLocal = localMidnight(d - 1) + bedHour * 3600
            p.sleepHours = min(9.8, max(4.5, rng.normal(7.1, 0.8) + (weekendNight ? 0.4 : 0)))
            p.runMinutes = rng.chance(0.3) ? rng.integer(25, 60) : 0
            drift = 0.8 * drift + rng.normal(0, 1.2)
            let yesterdayRun = d > 0 ? Double(days[d - 1].runMinutes) : 0
            p.restingHR = (58 + drift + 0.03 * yesterdayRun + rng.normal(0, 0.8)).rounded()
            p.hrv = min(120, max(15, 45 + rng.normal(0, 8) - 0.08 * yesterdayRun - 1.0 * drift))
            if let c = cycleDay(d), c.isLuteal {
                p.restingHR += SimulatedCycle.heartRateRise
                p.hrv = max(15, p.hrv - SimulatedCycle.hrvFall)
            }
            p.nap = p.watchOn && rng.chance(0.12)
            p.doze = p.watchOn && !p.nap && rng.chance(0.03)
            p.appAlso = p.watchOn && rng.chance(0.1)
            days.append(p)
        }
        // A trip to UTC-5 once a year: leave on block day 100 at 11:00, back on day 107 at 11:00 there.
        var d = 100
        while d + 7 < n {
            let depart = clock.instant(local: localMidnight(d) + 11 * 3600)
            let back = localMidnight(d + 7) + 11 * 3600 - Double(SimulatedClock.tripOffset)
            clock.trips.append((depart, back))
            d += 365
        }
        asleepWritten = Array(repeating: 0, count: n + 1)
        hrvWritten = Array(repeating: [], count: n + 1)
        for d in 0..<n {
            if let flow = cycleDay(d)?.flow {
                let midnight = clock.instant(local: localMidnight(d))
                emit("menstrual_flow", midnight, midnight, "\(flow)", "Health")
            }
            night(d)
            runInterval = nil
            daytime(d)
            sink.day(
                d, date: plan.start.adding(days: d), watchOn: days[d].watchOn && !days[d].absent, wake: days[d].wake,
                bed: clock.instant(local: days[d + 1].bedLocal), run: runInterval, clock: clock)
        }
        for d in 1..<n { label(d) }
    }

    // MARK: Records

    mutating func emit(
        _ kind: String, _ start: Double, _ end: Double, _ value: String, _ source: String,
        apple: Bool = false
    ) {
        sink.record(kind, start, end, value, source, apple: apple, clock: clock)
    }

    /// Rounds an instant to the whole minute, as watches write sleep stages.
    func minute(_ t: Double) -> Double { (t / 60).rounded() * 60 }

    // MARK: Nights

    /// The night ending on day d: staged watch sleep, or the sleep app's unstaged record.
    mutating func night(_ d: Int) {
        let p = days[d]
        if d == 0 || p.absent {
            // The history starts on the first morning; an absent night leaves no record.
            days[d].wake = clock.instant(local: localMidnight(0) + 7 * 3600)
            return
        }
        let bed = clock.instant(local: p.bedLocal)
        let onset = minute(bed + rng.uniform(5, 20) * 60)
        var wake = onset
        if p.watchOn {
            wake = stagedSleep(from: onset, asleepTarget: p.sleepHours * 3600, d: d)
            if p.appAlso {
                let s = minute(onset - rng.uniform(5, 15) * 60)
                emit("sleep", s, minute(wake + rng.uniform(5, 25) * 60), "asleep", "SleepApp", apple: true)
            }
        } else if block(d) == 140 {
            // An outlier: a 17-hour record that clamping must bring back to 16 h.
            let s = clock.instant(local: localMidnight(d - 1) + 19.5 * 3600)
            wake = s + 17 * 3600
            emit("sleep", s, wake, "asleep", "SleepApp", apple: true)
            asleepWritten[d] = 17
        } else {
            wake = minute(onset + p.sleepHours * 3600)
            if rng.chance(0.3) {
                // Split by a 20-minute wake, still one episode.
                let mid = minute(onset + p.sleepHours * 1800)
                emit("sleep", onset, mid, "asleep", "SleepApp", apple: true)
                emit("sleep", mid + 1200, wake + 1200, "asleep", "SleepApp", apple: true)
                wake += 1200
            } else {
                emit("sleep", onset, wake, "asleep", "SleepApp", apple: true)
            }
            asleepWritten[d] = p.sleepHours
        }
        if p.phoneCarried && rng.chance(0.7) {
            emit(
                "sleep", minute(bed - rng.uniform(5, 25) * 60), minute(wake + rng.uniform(0, 15) * 60), "in_bed",
                "iPhone")
        }
        if p.watchOn {
            // Night heart rate every 5 minutes and 3-5 HRV readings while asleep.
            var t = onset + 150
            while t < wake {
                emit("heart_rate", t, t, "\(Int((p.restingHR - 3 + rng.normal(0, 2)).rounded()))", "Apple Watch")
                t += 300
            }
            let count = rng.integer(3, 5)
            for k in 0..<count {
                let at = (onset + (wake - onset) * (Double(k) + rng.uniform(0.1, 0.9)) / Double(count)).rounded()
                var v = max(8, p.hrv + rng.normal(0, 6))
                if block(d) == 33 && k == 0 { v = 2500 }  // an outlier reading
                let written = (v * 10).rounded() / 10
                hrvWritten[d].append(written)
                emit("hrv_sdnn", at, at, NumberFormat.decimals(written, 1), "Apple Watch")
            }
            if let c = cycleDay(d) {
                let warm = c.isLuteal ? SimulatedCycle.temperatureRise : 0
                let temperature = 36.2 + thermometer.normal(0, 0.1) + warm
                emit("wrist_temp", onset, wake, NumberFormat.decimals(temperature, 2), "Apple Watch")
            }
        }
        days[d].wake = wake
    }

    /// Writes staged watch sleep from onset until the asleep target is reached; returns the wake instant.
    mutating func stagedSleep(from onset: Double, asleepTarget: Double, d: Int) -> Double {
        var t = onset
        var asleep = 0.0
        var cycle = 0
        let target = (asleepTarget / 60).rounded() * 60
        while asleep < target {
            let core = rng.uniform(20, 45) * 60
            let deep = max(2, rng.uniform(10, 30) - 5 * Double(cycle)) * 60
            let rem = (rng.uniform(5, 15) + 4 * Double(cycle)) * 60
            for (stage, length) in [("core", core), ("deep", deep), ("core", core / 3), ("rem", rem)] {
                let len = min(minute(length), target - asleep)
                guard len > 0 else { break }
                emit("sleep", t, t + len, stage, "Apple Watch")
                t += len
                asleep += len
            }
            if asleep < target, rng.chance(0.35) {
                let awake = Double(rng.integer(1, 8)) * 60
                emit("sleep", t, t + awake, "awake", "Apple Watch")
                t += awake
            }
            cycle += 1
        }
        asleepWritten[d] = asleep / 3600
        return t
    }

    // MARK: Days

    /// Day d from waking to the next bedtime: steps, heart rate, runs, naps, resting HR.
    mutating func daytime(_ d: Int) {
        let p = days[d]
        let wake = p.wake
        let nextBed = clock.instant(local: days[d + 1].bedLocal)
        let midnight = localMidnight(d)
        let watch = p.watchOn
        let phone = p.phoneCarried
        if p.absent { return }
        if plan.bodyMass { weigh(d, wake: wake) }
        // Walks: a block in most waking hours, seen by the watch and (shifted) by the phone.
        var hourStart = (wake / 3600).rounded(.up) * 3600
        while hourStart + 3600 < nextBed - 1800 {
            if rng.chance(0.6) {
                let s = hourStart + Double(rng.integer(0, 40)) * 60
                let len = Double(rng.integer(5, 25)) * 60
                let count = len / 60 * rng.uniform(80, 110)
                if watch { emit("steps", s, s + len, "\(Int(count))", "Apple Watch") }
                if phone && rng.chance(0.85) {
                    let shift = Double(rng.integer(-2, 2)) * 60
                    emit("steps", s + shift, s + shift + len, "\(Int(count * rng.uniform(0.85, 1.05)))", "iPhone")
                }
            }
            hourStart += 3600
        }
        if block(d) == 45 && phone {
            emit("steps", hourStart - 3600, hourStart, "150000", "iPhone")  // an outlier
        }
        // Daytime heart rate every 5 minutes.
        if watch {
            var t = wake + 120
            while t < nextBed {
                let bpm = "\(Int((p.restingHR + 16 + rng.normal(0, 6)).rounded()))"
                emit("heart_rate", t, t, bpm, "Apple Watch")
                // an exact duplicate
                if block(d) == 10 && t == wake + 120 { emit("heart_rate", t, t, bpm, "Apple Watch") }
                t += 300
            }
        }
        // A run at about 18:00: watch heart rate every 20 s, a chest strap every 10 s on some runs.
        if p.runMinutes > 0 {
            let s = (clock.instant(local: midnight + 18 * 3600 + rng.uniform(-60, 60) * 60) / 10).rounded() * 10
            let strap = rng.chance(0.5)
            runInterval = (s, s + Double(p.runMinutes) * 60)
            var t = s
            while t < s + Double(p.runMinutes) * 60 {
                let effort = min(1, (t - s) / 300)
                let bpm = Int((95 + 60 * effort + rng.normal(0, 5)).rounded())
                if watch, Int(t - s) % 20 == 0 { emit("heart_rate", t, t, "\(bpm)", "Apple Watch") }
                if strap { emit("heart_rate", t, t, "\(bpm + rng.integer(-2, 2))", "Polar H10") }
                t += 10
            }
            var k = s
            while k < s + Double(p.runMinutes) * 60 {
                let len = min(300, s + Double(p.runMinutes) * 60 - k)
                let count = len / 60 * rng.uniform(150, 170)
                if watch { emit("steps", k, k + len, "\(Int(count))", "Apple Watch") }
                if phone && rng.chance(0.5) { emit("steps", k, k + len, "\(Int(count * 0.97))", "iPhone") }
                k += len
            }
        }
        // A staged afternoon nap (up to 95 minutes) or an evening doze before bed.
        if p.nap {
            let s = minute(clock.instant(local: midnight + 14.5 * 3600 + rng.uniform(-30, 30) * 60))
            let core = Double(rng.integer(15, 70)) * 60
            emit("sleep", s, s + core, "core", "Apple Watch")
            emit("sleep", s + core, s + core + Double(rng.integer(5, 25)) * 60, "rem", "Apple Watch")
        }
        if p.doze {
            let s = minute(nextBed - Double(rng.integer(80, 110)) * 60)
            emit("sleep", s, s + Double(rng.integer(25, 45)) * 60, "core", "Apple Watch")
        }
        if watch {
            let at = minute(clock.instant(local: midnight + 19 * 3600))
            let value = block(d) == 20 ? 195 : Int(p.restingHR)  // one outlier that clamping catches
            emit("resting_hr", at, at, "\(value)", "Apple Watch")
            let day = minute(clock.instant(local: midnight + 13 * 3600 + rng.uniform(0, 120) * 60))
            emit("hrv_sdnn", day, day, NumberFormat.decimals(max(8, p.hrv + rng.normal(0, 8)), 1), "Apple Watch")
        }
        if block(d) == 50 {
            let s = clock.instant(local: midnight + 12 * 3600)
            emit("steps", s, s + 600, "800", "iPhone")
            emit("steps", s, s + 600, "800", "iPhone")  // an exact duplicate
        }
    }

    /// A morning weighing a quarter to half an hour after waking, on 9 mornings in 10: the
    /// latent weight drifts slowly (a random walk pulled back to 74 kg), the scale adds 0.3 kg
    /// of noise and shows one decimal. Once a month the scale is set to pounds (Apple format).
    mutating func weigh(_ d: Int, wake: Double) {
        weight += scale.normal(0, 0.08) - 0.02 * (weight - 74)
        guard !scale.chance(0.1) else { return }
        let at = minute(wake + scale.uniform(15, 30) * 60)
        let kg = weight + scale.normal(0, 0.3)
        let value =
            block(d) % 30 == 7 ? "lb:" + NumberFormat.decimals(kg / 0.45359237, 1) : NumberFormat.decimals(kg, 1)
        emit("body_mass", at, at, value, "Scale")
    }

    // MARK: Labels

    /// The stress label of day d from what was written, with 8 % of days left blank.
    mutating func label(_ d: Int) {
        let p = days[d]
        let prev = days[d - 1]
        let noise = rng.normal(0, PersonSimulator.noiseSD)
        let blank = rng.chance(0.08)
        let s = asleepWritten[d] > 0 ? min(asleepWritten[d], 16) : p.sleepHours
        let h = hrvWritten[d].isEmpty ? p.hrv : min(300, hrvWritten[d].reduce(0, +) / Double(hrvWritten[d].count))
        let w = PersonSimulator.weights
        var y =
            w.intercept + w.sleep * (s - 7) + w.restingHR * (prev.restingHR - 58)
            + w.lnHRV * PortableMath.ln(h / 45) + w.runMinutes * (Double(prev.runMinutes) - 15) + noise
        y = min(5, max(1, (y * 10).rounded() / 10))
        labels += "\(plan.start.adding(days: d)),\(blank ? "" : NumberFormat.decimals(y, 1))\n"
    }
}

/// Receives the simulated person's records in the order they are made, and each day's end.
protocol SimulatedRecordSink {
    /// One record: kind and value as in the records CSV, instants, source; `apple` asks for
    /// Apple's date spelling in the CSV.
    mutating func record(
        _ kind: String, _ start: Double, _ end: Double, _ value: String, _ source: String,
        apple: Bool, clock: SimulatedClock)
    /// The end of a simulated day: waking, the next bedtime, the run if any.
    mutating func day(
        _ d: Int, date: CalendarDay, watchOn: Bool, wake: Double, bed: Double, run: (Double, Double)?,
        clock: SimulatedClock)
}

/// Writes the records CSV.
struct RecordsCSVSink: SimulatedRecordSink {
    var text = "kind,start,end,value,source\n"

    mutating func record(
        _ kind: String, _ start: Double, _ end: Double, _ value: String, _ source: String,
        apple: Bool, clock: SimulatedClock
    ) {
        var value = value
        if value.hasPrefix("lb:"), let lb = Double(value.dropFirst(3)) {  // the records CSV is in kg
            value = NumberFormat.shortest(lb * 0.45359237)
        }
        text += "\(kind),\(clock.stamp(start, apple: apple)),\(clock.stamp(end, apple: apple)),\(value),\(source)\n"
    }

    mutating func day(
        _ d: Int, date: CalendarDay, watchOn: Bool, wake: Double, bed: Double, run: (Double, Double)?,
        clock: SimulatedClock
    ) {}
}
