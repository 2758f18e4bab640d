import FlowDatabase
import FlowFeatures
import FlowImport
import FlowInference
import FlowRecords
import Foundation

/// `flow import`: every record of the inputs the library lacks added to it, in one
/// transaction; a file imported before (the same SHA-256) is not read again, and a synced
/// folder of Health Auto Export files brings only the files the library has not seen.
public enum ImportHistory {
    /// What to import, and where.
    public struct Request: Sendable {
        /// The exports, files or folders, as the user named them (`-` is standard input).
        public var inputs: [String]
        /// The library's file.
        public var library: String
        /// The zones the person gave (`--tz`) for exports whose times carry no offset.
        public var zone: ClockSetting?
        /// When the import happened (seconds since 1970, UTC).
        public var importedAt: Double
        /// The version of flow importing.
        public var flowVersion: String
        /// Files the person declares as their own check-ins, read as such whatever their columns.
        public var checkins: [String]

        /// A request from its parts.
        public init(
            inputs: [String], library: String, zone: ClockSetting?, importedAt: Double, flowVersion: String,
            checkins: [String] = []
        ) {
            (self.inputs, self.library, self.zone, self.importedAt, self.flowVersion) = (
                inputs, library, zone, importedAt, flowVersion
            )
            self.checkins = checkins
        }
    }

    /// What one file (or folder) of an import gave.
    public struct Part: Sendable {
        /// The file as messages name it (`sync/HealthAutoExport-2026-07-12.json`).
        public var name: String
        /// What reading it accepted and rejected (nil when it was not read).
        public var report: ImportReport?
        /// When a file of the same SHA-256 was imported before (then it was not read), or a folder
        /// of the very same records (then it was read, and nothing added: `sameRecords`).
        public var importedBefore: String?
        /// True when the input was read and found to hold exactly the records of an earlier import.
        public var sameRecords = false
        /// Records the library lacked, and records it held already (for a check-in file: answers).
        public var added = 0, alreadyThere = 0
        /// For a check-in file: answers that replaced another value for their evening, and the
        /// lines left out with why (nil for an export).
        public var checkins: (replaced: Int, rejected: [CheckinFile.Rejected])?

        /// A part from its facts.
        public init(
            name: String, report: ImportReport? = nil, importedBefore: String? = nil, added: Int = 0,
            alreadyThere: Int = 0
        ) {
            (self.name, self.report, self.importedBefore) = (name, report, importedBefore)
            (self.added, self.alreadyThere) = (added, alreadyThere)
        }
    }

    /// What the import did, and what the library holds after it.
    public struct Result: Sendable {
        /// The library's file, and whether this import made it.
        public var library: String, created: Bool
        /// Each file or folder read or passed over, in the order given.
        public var parts: [Part]
        /// Records the library holds now.
        public var records: Int
        /// Files imported into it so far.
        public var imports: Int

        /// A result from its parts.
        public init(library: String, created: Bool, parts: [Part], records: Int, imports: Int) {
            (self.library, self.created, self.parts, self.records, self.imports) = (
                library, created, parts, records, imports
            )
        }
    }

    /// Reads every input (nothing is written until all have been read), adds them in one
    /// transaction, then stores the feature table of the default settings so the next command
    /// reads the library in a blink.
    public static func run(_ request: Request, observer: LoadObserver = .silent) throws -> Result {
        let created = !fileExists(request.library)
        for input in request.inputs where input != "-" && samePath(input, request.library) {
            throw CommandError.input("\(input) is the library itself: give an export to import", kind: .request)
        }
        // An existing library is opened (and refused, when it is not one) before anything is
        // read; a new one is made only once every input has been read.
        let existing = created ? nil : try Library.writing(request.library)
        let when = Timestamp(instant: request.importedAt, offsetSeconds: 0).iso8601
        var parts: [Part] = []
        var read: [(history: RecordHistory, entry: ImportEntry?)] = []
        var answers: [(part: Int, file: CheckinFile, entry: ImportEntry?)] = []
        /// True when a file of this fingerprint was imported before: it is passed over, and said so.
        func seenBefore(_ fingerprint: (size: Int64, sha256: String)?, _ name: String) throws -> Bool {
            guard let sha = fingerprint?.sha256, let before = try existing?.imported(sha256: sha) else { return false }
            parts.append(Part(name: name, importedBefore: before))
            return true
        }
        /// A check-in file's answers, kept in a table of their own.
        func readCheckins(path: String, name: String) throws {
            let fingerprint = FileFingerprint(path: path).wait()
            if try seenBefore(fingerprint, name) { return }
            let file = try CheckinsCSV.read(path: path, name: name)
            var row = entry(name, fingerprint, ImportReport(file: name), when, request.flowVersion)
            row.checkins = (file.answers.count, file.rejected.count)
            var part = Part(name: name)
            part.checkins = (0, file.rejected)
            answers.append((parts.count, file, row))
            parts.append(part)
        }
        /// An export's records; a synced folder of Health Auto Export files file by file, those
        /// seen before passed over.
        func readExport(_ format: HistoryFormat, _ opened: OpenedHistory) throws {
            guard format.holdsRecords else {
                throw ImportError.unrecognised(
                    file: opened.name, problem: "is a feature table, which holds no records to import")
            }
            if format == .healthAutoExport, let files = opened.files {
                for name in HealthAutoExport.jsonFiles(files) {
                    let display = files.display(name)
                    let fingerprint = files.isFolder ? FileFingerprint(path: display).wait() : nil
                    if try seenBefore(fingerprint, display) { continue }
                    var (history, report) = try HealthAutoExport.read(path: opened.path, files: files, only: [name])
                    (report.file, report.format) = (display, format.name)
                    observer.imported(report)
                    parts.append(Part(name: display, report: report))
                    read.append((history, entry(display, fingerprint, report, when, request.flowVersion)))
                }
                return
            }
            let fingerprint = FileFingerprint(path: opened.path).wait()
            if try seenBefore(fingerprint, opened.name) { return }
            let options = HistoryFormat.Options(
                zone: request.zone, progress: format.showsProgress ? observer.progress : nil)
            let (history, report) = try format.records(opened, options: options)
            if format.showsProgress { observer.readingDone() }
            observer.imported(report)
            // A folder (no SHA-256) read again with the same records: known by their digest.
            let digest = fingerprint == nil ? history.digest : nil
            if let digest, let before = try existing?.imported(digest: digest) {
                var part = Part(name: opened.name, report: nil, importedBefore: before)
                part.sameRecords = true
                return parts.append(part)
            }
            var row = entry(opened.name, fingerprint, report, when, request.flowVersion)
            row.digest = digest
            parts.append(Part(name: opened.name, report: report))
            read.append((history, row))
        }
        // Exports first, told by their content; a file is check-ins only when every column but
        // the date is a check-in name flow or the library knows, or when it is declared.
        let checkinNames = DateTable.knownCheckinNames.union(try existing?.checkins()?.behaviours ?? [])
        for input in request.inputs {
            try InputSpool.reading(input) { spool in
                try spool.refuseStreamedZip()
                let opened = try OpenedHistory(path: spool.path, name: spool.name)
                try InputContents.reading(opened, checkinNames: checkinNames) { contents in
                    for note in contents.passedOver { observer.note("note: " + note) }
                    for item in contents.items {
                        switch item {
                        case .checkins(let file): try readCheckins(path: file.path, name: file.name)
                        case .export(let format, let opened): try readExport(format, opened)
                        }
                    }
                }
            }
        }
        for file in request.checkins {
            try InputSpool.reading(file) { try readCheckins(path: $0.path, name: $0.name) }
        }
        let library = try existing ?? Library.writing(request.library)
        let (added, answered) = try library.add(
            read, checkins: answers.map { ($0.file.answers, $0.entry) }, importedAt: when)
        var k = 0
        for i in parts.indices where parts[i].report != nil {
            (parts[i].added, parts[i].alreadyThere) = (added[k].added, added[k].alreadyThere)
            k += 1
        }
        for (n, a) in zip(answered, answers) {
            (parts[a.part].added, parts[a.part].alreadyThere) = (n.added, n.alreadyThere)
            parts[a.part].checkins?.replaced = n.replaced
        }
        if added.contains(where: { $0.added > 0 }) { try storeDefaultTable(library) }
        return Result(
            library: request.library, created: created, parts: parts, records: try library.recordCount(),
            imports: try library.importCount())
    }

    /// The `imports` row of one file read.
    static func entry(
        _ name: String, _ fingerprint: (size: Int64, sha256: String)?, _ report: ImportReport, _ when: String,
        _ version: String
    ) -> ImportEntry {
        ImportEntry(
            importedAt: when, file: name, size: fingerprint?.size, sha256: fingerprint?.sha256, report: report,
            flowVersion: version)
    }

    /// The feature table of the reference model's settings, made from every record and stored.
    static func storeDefaultTable(_ library: Library) throws {
        let settings = try RecoveryModel.reference().settings
        let generation = try library.generation()
        let (history, _) = try library.history(name: library.path)
        let table = FeatureTable(history: history, settings: settings)
        try library.store(
            table: table.csv(), settings: LibraryLoader.key(settings, sex: nil), clock: history.typicalOffsetSeconds,
            generation: generation)
    }

    static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// True when two paths name one file (the same device and inode).
    static func samePath(_ a: String, _ b: String) -> Bool {
        var x = stat()
        var y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
