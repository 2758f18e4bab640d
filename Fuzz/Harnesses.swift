// libFuzzer entry for every reader flow has, built by Scripts/fuzz.sh together with the
// sources of FlowRecords, FlowDatabase, FlowImport, FlowFeatures and FlowInference (one module, so
// `@testable` is not needed). FLOW_FUZZ_TARGET picks the reader: records, labels, pmsys,
// fitbit, whoop, oura, garmin, samsung, hae (a Health Auto Export file), healthconnect (the bytes
// as a Health Connect database, opened as untrusted input), library (records written
// into a library and read back, which must give them all), zip (an archive's bytes as they come), zip-structure
// (archives built from the input's choices of entries, sizes, offsets and methods), xml, table
// or model. Errors are the expected answer to malformed input; only a crash, a hang or a
// sanitizer report is a finding.
import CSQLite
import CZlib

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
            // Read for an import: each line is an evening or left out, never both, and the
            // evenings' answers always make a table of at most those evenings.
            if let file = try? CheckinsCSV.read(path: path, name: "checkins.csv") {
                precondition(Set(file.evenings.map(\.line)).isDisjoint(with: file.rejected.map(\.line)))
                precondition(file.table.days.count <= file.evenings.count)  // an evening all blank logs nothing
            }
            let text = String(decoding: bytes, as: UTF8.self)
            _ = try CheckinsCSV.setting(
                [("alcohol", "2"), ("stress", "3"), ("sauna", "1")], on: CalendarDay(ordinal: 20_500), in: text,
                file: path)
        case "healthconnect":
            // Any bytes as a phone's database: read, or refused by name, never a crash.
            let path = scratchFile(bytes, name: "health_connect_export.db")
            _ = try HealthConnectExport.read(path: path, name: "health_connect_export.db")
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
        case "whoop", "oura", "garmin", "samsung":
            // The first byte picks one file of the vendor's export, the rest is its content, read
            // beside the files earlier inputs left in the scratch folder. A seed's first byte
            // names its file among all vendors' (Fuzz/corpus/vendor); another vendor's index
            // picks one of this vendor's files instead.
            let all = [
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
            let first = Int(bytes.first ?? 0)
            let kinds = all.filter { $0.hasPrefix(target) }
            let kind = kinds.contains(all[first % all.count]) ? all[first % all.count] : kinds[first % kinds.count]
            let folder = scratch + "-vendor"
            for sub in [
                "", "/whoop", "/oura", "/oura/App Data", "/garmin", "/garmin/DI-Connect-Wellness",
                "/garmin/DI-Connect-Aggregator", "/garmin/DI-Connect-Metrics", "/samsung",
            ] { mkdir(folder + sub, 0o700) }
            unlink(folder + "/" + kind)
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
        case "hae":
            _ = try HealthAutoExport.read(path: scratchFile(bytes, name: "export.json"), files: nil)
        case "library":
            // Whatever records the input reads as go into a fresh library and must come back,
            // every one, from a library that passes its own check.
            guard let (history, _) = try? RecordsCSV.parse(text(bytes)) else { return 0 }
            let path = scratch + "-library.sqlite"
            for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
            let library = try Library.writing(path)
            let added = try library.add([(history, nil)], importedAt: "2026-01-01T00:00:00+00:00")
            let (back, _) = try Library.reading(path).history(name: path)
            guard added.first?.added == history.count, back.count == history.count, try library.check().isEmpty else {
                fatalError("a library gave back \(back.count) of \(history.count) records")
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
        case "zip-structure":
            let path = scratch + "-structured.zip"
            StructuredZip(bytes).save(to: path)
            // The archive as the zip reader, each vendor's files and the Apple reader see it.
            if let zip = try? ZipArchive(path: path) {
                for entry in zip.entries.prefix(8) { try? zip.forEachChunk(of: entry, chunkSize: 512) { _ in } }
            }
            if let files = try? ExportFiles(path: path) {
                for name in files.names.prefix(8) { _ = try? files.bytes(of: name) }
            }
            _ = try? WhoopExport.read(path: path)
            _ = try? OuraExport.read(path: path)
            _ = try? GarminExport.read(path: path)
            _ = try? SamsungHealthExport.read(path: path)
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

/// An archive built from a fuzzer's bytes, so mutations reach the zip reader's checks rather
/// than dying at the first signature: how many entries, and for each its name (among those
/// vendors' exports use), its method, the data it holds (deflated when it says so) or the
/// earlier entry whose bytes it shares, its declared sizes (true, short, long, 4 GiB - 1 with a
/// ZIP64 field, 2^40), its CRC (true or not) and compressed size (true, one short, one long).
private struct StructuredZip {
    static let names = [
        "physiological_cycles.csv", "sleeps.csv", "journal_entries.csv", "App Data/sleepmodel.csv",
        "App Data/dailyreadiness.csv", "DI_CONNECT/DI-Connect-Wellness/1_sleepData.json",
        "DI_CONNECT/DI-Connect-Aggregator/UDSFile_2024-01-01_2024-04-01.json",
        "s/com.samsung.shealth.step_daily_trend.20250101000000.csv", "apple_health_export/export.xml", "dir/",
    ]
    private var input: UnsafeBufferPointer<UInt8>
    private var at = 0
    private(set) var bytes: [UInt8] = []

    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        var central: [UInt8] = []
        var placed: [(offset: Int, data: [UInt8], method: UInt16)] = []
        let count = next() % 6 + 1
        for k in 0..<count {
            let name = Array(StructuredZip.names[next() % StructuredZip.names.count].utf8)
            let method: UInt16 = next() % 3 == 0 ? 0 : 8
            let share = next() % (k + 2)
            let plain = take(next() % 96)
            let entry: (offset: Int, data: [UInt8], method: UInt16)
            if share < placed.count {
                entry = placed[share]
            } else {
                let data = method == 8 ? StructuredZip.deflate(plain) : plain
                entry = (bytes.count, data, method)
                placed.append(entry)
            }
            let trueSize = UInt64(method == 8 ? plain.count : entry.data.count)
            var size: UInt64
            switch next() % 5 {
            case 0: size = trueSize
            case 1: size = trueSize / 2
            case 2: size = trueSize * 2 + 1
            case 3: size = 0xFFFF_FFFF
            default: size = 1 << 40
            }
            let crc = next() % 2 == 0 ? StructuredZip.crc(plain) : UInt32(next() * 7919)
            let compressed = UInt64(max(0, entry.data.count + [0, -1, 1][next() % 3]))
            let zip64 = size >= 0xFFFF_FFFF
            let extra: [UInt8] =
                zip64 ? StructuredZip.le(1, 2) + StructuredZip.le(8, 2) + StructuredZip.le(size, 8) : []
            let fields =
                StructuredZip.le(20, 2) + StructuredZip.le(0, 2) + StructuredZip.le(UInt64(entry.method), 2)
                + StructuredZip.le(0, 4) + StructuredZip.le(UInt64(crc), 4) + StructuredZip.le(compressed, 4)
                + StructuredZip.le(zip64 ? 0xFFFF_FFFF : size, 4) + StructuredZip.le(UInt64(name.count), 2)
                + StructuredZip.le(UInt64(extra.count), 2)
            if entry.offset == bytes.count {
                bytes += StructuredZip.le(0x0403_4B50, 4) + fields + name + extra + entry.data
            }
            central +=
                StructuredZip.le(0x0201_4B50, 4) + StructuredZip.le(45, 2) + fields + StructuredZip.le(0, 2)
                + StructuredZip.le(0, 2) + StructuredZip.le(0, 2) + StructuredZip.le(0, 4)
                + StructuredZip.le(UInt64(entry.offset), 4) + name + extra
        }
        let start = bytes.count
        bytes += central
        bytes +=
            StructuredZip.le(0x0605_4B50, 4) + StructuredZip.le(0, 4) + StructuredZip.le(UInt64(count), 2)
            + StructuredZip.le(UInt64(count), 2) + StructuredZip.le(UInt64(central.count), 4)
            + StructuredZip.le(UInt64(start), 4) + StructuredZip.le(0, 2)
    }

    /// The next byte of the input as a choice (0 once the input is used up).
    private mutating func next() -> Int {
        defer { at += 1 }
        return at < input.count ? Int(input[at]) : 0
    }

    /// The next `n` bytes of the input (fewer at its end).
    private mutating func take(_ n: Int) -> [UInt8] {
        let end = min(input.count, at + n)
        defer { at = max(at, end) }
        return at < end ? Array(input[at..<end]) : []
    }

    func save(to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { return }
        _ = bytes.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    static func le(_ v: UInt64, _ n: Int) -> [UInt8] { (0..<n).map { UInt8((v >> (8 * UInt64($0))) & 0xFF) } }

    static func crc(_ b: [UInt8]) -> UInt32 {
        UInt32(b.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
    }

    /// Raw deflate (no zlib header), as zip members hold it.
    static func deflate(_ plain: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard flow_deflate_init_raw(&stream, 6) == Z_OK
        else { return plain }
        defer { deflateEnd(&stream) }
        var source = plain
        var out = [UInt8](repeating: 0, count: plain.count + 64)
        let n = source.withUnsafeMutableBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                stream.next_in = s.baseAddress
                stream.avail_in = UInt32(s.count)
                stream.next_out = o.baseAddress
                stream.avail_out = UInt32(o.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
                return o.count - Int(stream.avail_out)
            }
        }
        return Array(out.prefix(n))
    }
}
