import FlowCompare
import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import FlowScores
import FlowSimulation
import Foundation

/// Reading a WHOOP export: ten years written here (3,650 cycles on shifting offsets, their
/// sleeps and a nap a week, 14 journal questions a day: about 51,000 answers), then read and
/// featurised, best of five (`flow-benchmark whoop`; the target is under 0.5 s).
enum WhoopBenchmark {
    static func run() throws {
        let folder = NSTemporaryDirectory() + "flow-whoop-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let answers = try write(to: folder, cycles: 3650)
        var nights = 0
        let t = try Benchmark.best(of: 5) {
            let (history, _) = try WhoopExport.read(path: folder)
            nights = FeatureTable(history: history).rows.filter { !$0[.sleepMissing] }.count
        }
        var history = RecordHistory()
        let reading = try Benchmark.best(of: 5) { history = try WhoopExport.read(path: folder).0 }
        let parsing = try Benchmark.best(of: 5) {
            for name in ["physiological_cycles.csv", "sleeps.csv", "journal_entries.csv"] {
                var bytes: [UInt8] = []
                try TextFile.forEachChunk(path: folder + "/" + name) { bytes.append(contentsOf: $0) }
                _ = VendorCSV(bytes: bytes, file: name).rows.count
            }
        }
        let featurising = try Benchmark.best(of: 5) { _ = FeatureTable(history: history) }
        Benchmark.say(
            "  of which: the CSV files split \(Benchmark.ms(parsing)), read into records \(Benchmark.ms(reading)), "
                + "featurised \(Benchmark.ms(featurising))")
        // flow compare beyond reading: the reference model's Flow, the reference scores and the
        // comparison of each device score over the ten years.
        let table = FeatureTable(history: history)
        let reference = try RecoveryModel.reference()
        var pairs = 0
        let comparing = try Benchmark.best(of: 5) {
            let results = FlowScorer(model: reference).score(rows: table.rows)
            let scores = ReferenceScores.scores(rows: table.rows, sleepNeedHours: table.settings.sleepNeedHours)
            pairs = DeviceComparison.compare(
                rows: table.rows, results: results, scores: scores, strainOutOf: table.deviceStrainScale
            ).map(\.n).reduce(0, +)
        }
        Benchmark.say(
            "  flow compare over the ten years beyond reading (\(pairs) pairs): \(Benchmark.ms(comparing)) "
                + "(target under 300 ms)")
        Benchmark.say(
            "WHOOP export, 3,650 cycles and \(answers) journal answers: read and featurised in \(Benchmark.ms(t)) "
                + "(\(nights) nights; target under 500 ms)")
    }

    /// Writes the four files; returns the number of journal answers.
    static func write(to folder: String, cycles: Int) throws -> Int {
        var random = SeededGenerator(seed: 11)
        let day0 = CalendarDay(year: 2016, month: 1, day: 1)!.ordinal
        func local(_ seconds: Double) -> String { Benchmark.clock(seconds, separator: " ") }
        var cycleRows: [String] = []
        var sleepRows: [String] = []
        var journalRows: [String] = []
        let questions = (1...14).map { "Question number \($0)?" }
        for k in 0..<cycles {
            let zone = k % 365 < 90 ? "UTC+01:00" : "UTC+02:00"
            let onset = Double(day0 + k) * 86_400 + 23 * 3600 + random.uniform(-3600, 3600)
            let bed = random.uniform(6.5, 9) * 3600
            let wake = onset + bed
            let next = onset + 86_400
            let awake = Int(random.uniform(20, 70))
            let inBed = Int(bed / 60)
            let asleep = inBed - awake
            let deep = asleep / 5
            let rem = asleep / 4
            let light = asleep - deep - rem
            let cells = [
                local(onset), local(next), zone, "\(Int(random.uniform(20, 99)))", "\(Int(random.uniform(48, 60)))",
                "\(Int(random.uniform(30, 90)))", String(format: "%.2f", random.uniform(33, 34.5)),
                String(format: "%.2f", random.uniform(94, 99)), String(format: "%.1f", random.uniform(4, 18)), "2400",
                "170", "70", local(onset), local(wake), "\(Int(random.uniform(50, 99)))",
                String(format: "%.1f", random.uniform(13, 17)), "\(asleep)", "\(inBed)", "\(light)", "\(deep)",
                "\(rem)",
                "\(awake)", "480", "30", "90", "80",
            ]
            cycleRows.append(cells.joined(separator: ","))
            sleepRows.append(
                ([local(onset), local(next), zone, local(onset), local(wake)] + cells[14...25] + ["false"])
                    .joined(separator: ","))
            if k % 7 == 3 {
                let nap = onset + 15 * 3600
                sleepRows.append(
                    [
                        local(onset), local(next), zone, local(nap), local(nap + 2400), "40", "15.0", "35", "40", "30",
                        "5", "0", "5", "0", "0", "88", "", "true",
                    ].joined(separator: ","))
            }
            for q in questions {
                journalRows.append("\(local(onset)),\(local(next)),\(zone),\(q),\(random.chance(0.5)),")
            }
        }
        let headers = [
            "Cycle start time,Cycle end time,Cycle timezone,Recovery score %,Resting heart rate (bpm),"
                + "Heart rate variability (ms),Skin temp (celsius),Blood oxygen %,Day Strain,Energy burned (cal),"
                + "Max HR (bpm),Average HR (bpm),Sleep onset,Wake onset,Sleep performance %,Respiratory rate (rpm),"
                + "Asleep duration (min),In bed duration (min),Light sleep duration (min),Deep (SWS) duration (min),"
                + "REM duration (min),Awake duration (min),Sleep need (min),Sleep debt (min),Sleep efficiency %,"
                + "Sleep consistency %",
            "Cycle start time,Cycle end time,Cycle timezone,Sleep onset,Wake onset,Sleep performance %,"
                + "Respiratory rate (rpm),Asleep duration (min),In bed duration (min),Light sleep duration (min),"
                + "Deep (SWS) duration (min),REM duration (min),Awake duration (min),Sleep need (min),"
                + "Sleep debt (min),Sleep efficiency %,Sleep consistency %,Nap",
            "Cycle start time,Cycle end time,Cycle timezone,Question text,Answered yes,Notes",
        ]
        for (name, header, rows) in [
            ("physiological_cycles.csv", headers[0], cycleRows), ("sleeps.csv", headers[1], sleepRows),
            ("journal_entries.csv", headers[2], journalRows),
        ] {
            try ([header] + rows.reversed()).joined(separator: "\n").appending("\n")
                .write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        return journalRows.count
    }
}
