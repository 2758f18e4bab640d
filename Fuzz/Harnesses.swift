// libFuzzer entry for every reader flow has, built by Scripts/fuzz.sh together with the
// sources of FlowRecords, FlowImport, FlowFeatures and FlowInference (one module, so
// `@testable` is not needed). FLOW_FUZZ_TARGET picks the reader: records, labels, pmsys,
// fitbit, vendor (WHOOP, Oura, Garmin, Samsung), zip, xml, table or model. Errors are the expected answer to malformed input; only
// a crash, a hang or a sanitizer report is a finding.
#if canImport(Glibc)
    import Glibc
#endif

private let target: String = getenv("FLOW_FUZZ_TARGET").map { String(cString: $0) } ?? "xml"
/// Scratch files for the readers that take a path, in the working folder (Scripts/fuzz.sh runs
/// the fuzzer in its work folder), so a run leaves nothing in /tmp.
private let scratch = "scratch-\(getpid())"

/// Writes the input to a scratch file for the readers that take a path.
private func scratchFile(_ bytes: UnsafeBufferPointer<UInt8>, name: String) -> String {
    let path = scratch + "-" + name
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if fd >= 0 {
        if let base = bytes.baseAddress { _ = write(fd, base, bytes.count) }
        close(fd)
    }
    return path
}

/// Writes every byte of the input but the first (which chose the file's kind) to `path`.
private func writeRest(of bytes: UnsafeBufferPointer<UInt8>, to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { return }
    if bytes.count > 1, let base = bytes.baseAddress { _ = write(fd, base + 1, bytes.count - 1) }
    close(fd)
}

private func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        switch target {
        case "records":
            _ = try RecordsCSV.read(path: scratchFile(bytes, name: "records.csv"))
        case "checkins":
            // Read strictly, then a day set in it: both must fail cleanly or give a file that reads back.
            let path = scratchFile(bytes, name: "checkins.csv")
            _ = try? CheckinsCSV.read(path: path)
            let text = String(decoding: bytes, as: UTF8.self)
            _ = try CheckinsCSV.setting(
                [("alcohol", "2"), ("stress", "3"), ("sauna", "1")], on: CalendarDay(ordinal: 20_500), in: text,
                file: path)
        case "labels", "pmsys":
            _ = try LabelTable.read(path: scratchFile(bytes, name: "labels.csv"), utcOffsetSeconds: 3600)
        case "fitbit":
            // The first byte picks the file kind, the rest is its content: a JSON file of either
            // layout, a Takeout profile, a nightly summary or temperature (read beside a fixed
            // night), or a file of Google's newer layout.
            let hrv = "Daily Heart Rate Variability Summary - 2026-03-(1).csv"
            let kinds = [
                "sleep.json", "steps.json", "resting_heart_rate.json", "heart_rate.json",
                "sleep-2026-03-01.json", "steps-2026-03-01.json", "heart_rate-2026-03-01.json",
                "Your Profile/Profile.csv", hrv,
                "Heart Rate Variability/Daily Respiratory Rate Summary - 2026-03-(1).csv",
                "Oxygen Saturation (SpO2)/Daily SpO2 - 2026-03-01.csv",
                "Temperature/Computed Temperature - 2026-03-01.csv",
                "Physical Activity_GoogleData/heart_rate_2026-03-01.csv",
                "Physical Activity_GoogleData/respiratory_rate_sleep_summary_2026-03-01.csv",
                "Health Fitness Data_GoogleData/UserSleeps_2026.csv",
                "Health Fitness Data_GoogleData/UserSleepStages_2026.csv",
            ]
            let kind = kinds[Int(bytes.first ?? 0) % kinds.count]
            let folder = scratch + "-fitbit"
            mkdir(folder, 0o700)
            for sub in [
                "Your Profile", "Heart Rate Variability", "Oxygen Saturation (SpO2)", "Temperature",
                "Physical Activity_GoogleData", "Health Fitness Data_GoogleData",
            ] { mkdir(folder + "/" + sub, 0o700) }
            for old in kinds + ["sleep-2026-03-01.json"] { unlink(folder + "/" + old) }
            if kind.hasSuffix(".csv") && !kind.hasPrefix("Your Profile") && !kind.contains("GoogleData/User") {
                let night =
                    "[{\"logId\": 1, \"dateOfSleep\": \"2026-03-02\", \"startTime\": \"2026-03-01T23:00:00.000\", "
                    + "\"endTime\": \"2026-03-02T07:00:00.000\", \"levels\": {\"data\": [{\"dateTime\": \"2026-03-01T23:00:00.000\", "
                    + "\"level\": \"light\", \"seconds\": 28800}]}}]"
                let fd = open(folder + "/sleep-2026-03-01.json", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                if fd >= 0 {
                    _ = night.withCString { write(fd, $0, strlen($0)) }
                    close(fd)
                }
            }
            writeRest(of: bytes, to: folder + "/" + kind)
            // A profile is read for its zone; every other kind is read with a zone given.
            _ = try FitbitExport.read(path: folder, zone: kind.hasPrefix("Your Profile") ? nil : "America/Los_Angeles")
        case "vendor":
            // The first byte picks one file of a WHOOP or Oura export, the rest is its content,
            // read beside the fixed files the other bytes of the seed folder hold.
            let kinds = [
                "whoop/physiological_cycles.csv", "whoop/sleeps.csv", "whoop/journal_entries.csv",
                "whoop/workouts.csv", "oura-trends.csv", "oura/App Data/sleepmodel.csv",
                "oura/App Data/dailyreadiness.csv", "oura/App Data/dailyactivity.csv", "oura/App Data/dailyspo2.csv",
                "oura/App Data/enhancedtag.csv", "garmin/DI-Connect-Wellness/1_2_3_sleepData.json",
                "garmin/DI-Connect-Aggregator/UDSFile_2024-01-01_2024-04-01.json",
                "garmin/DI-Connect-Metrics/MetricsMaxMetData_20240101_20240401_1.json",
                "samsung/com.samsung.health.sleep_stage.20250101000000.csv",
                "samsung/com.samsung.shealth.sleep.20250101000000.csv",
                "samsung/com.samsung.shealth.tracker.heart_rate.20250101000000.csv",
                "samsung/com.samsung.shealth.step_daily_trend.20250101000000.csv",
            ]
            let kind = kinds[Int(bytes.first ?? 0) % kinds.count]
            let folder = scratch + "-vendor"
            for sub in [
                "", "/whoop", "/oura", "/oura/App Data", "/garmin", "/garmin/DI-Connect-Wellness",
                "/garmin/DI-Connect-Aggregator", "/garmin/DI-Connect-Metrics", "/samsung",
            ] { mkdir(folder + sub, 0o700) }
            for old in kinds { unlink(folder + "/" + old) }
            writeRest(of: bytes, to: folder + "/" + kind)
            if kind.hasPrefix("whoop/") {
                _ = try? WhoopExport.read(path: folder + "/whoop")
                _ = try WhoopExport.read(path: folder + "/" + kind)
            } else if kind.hasPrefix("garmin/") {
                _ = try GarminExport.read(path: folder + "/garmin")
            } else if kind.hasPrefix("samsung/") {
                _ = try SamsungHealthExport.read(path: folder + "/samsung")
            } else {
                _ = try OuraExport.read(path: folder + "/" + (kind.hasPrefix("oura/") ? "oura" : kind))
            }
        case "zip":
            // The archive's entries, then the whole export path: the document chosen and read as XML.
            let path = scratchFile(bytes, name: "archive.zip")
            let zip = try ZipArchive(path: path)
            for entry in zip.entries.prefix(4) {
                var total = 0
                try zip.forEachChunk(of: entry, chunkSize: 4096) {
                    total += $0.count
                    if total > 1 << 24 { throw CancelRead() }
                }
            }
            _ = try AppleHealthExport.read(path: path)
        case "table":
            let table = try FeatureTable.parseCSV(text(bytes), file: "fuzz.csv")
            _ = FlowScorer(model: try RecoveryModel.reference()).score(rows: table.rows)
        case "model":
            let model = try RecoveryModel(text: text(bytes), file: "fuzz.json")
            let row = FeatureRow(
                day: CalendarDay(ordinal: 20_000), values: Feature.allCases.map { $0.baseline(sleepNeedHours: 8) },
                provenance: Array(repeating: .observed, count: 19), flags: Array(repeating: false, count: 9))
            for result in FlowScorer(model: model).score(rows: [row]) {
                if let s = result.score { _ = s.drivers.map(\.sentence) }
            }
        default:  // xml: fed in two uneven pieces so tokens split across chunks are exercised too
            var reader = AppleHealthReader(file: "fuzz.xml", expectedRecords: 0)
            var scanner = XMLScanner(file: "fuzz.xml", writerAttributes: AppleHealthReader.writerAttributes)
            scanner.recovers = size % 2 == 0  // half the inputs read as far as they go
            // Half the inputs are fed as the export reader feeds them: checked for UTF-8 and with
            // their line feeds listed beforehand, as its reading thread does.
            let told = size % 4 >= 2
            var utf8 = UTF8Check()
            let cut = size / 3
            for piece in [bytes[0..<cut], bytes[cut..<size]] {
                let chunk = UnsafeBufferPointer(rebasing: piece)
                if told {
                    utf8.check(chunk)
                    if piece.endIndex == size { utf8.finish() }
                    scanner.checked(utf8)
                    let feeds = chunk.indices.filter { chunk[$0] == 10 }.map { Int32($0) }
                    try feeds.withUnsafeBufferPointer { try scanner.feed(chunk, newlines: $0, &reader) }
                } else {
                    try scanner.feed(chunk, &reader)
                }
            }
            try scanner.finish(&reader)
            reader.note(scanner)
            _ = try reader.finish()
        }
    } catch {
    }
    return 0
}

private struct CancelRead: Error {}
