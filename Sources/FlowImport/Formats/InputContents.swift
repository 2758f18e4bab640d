import FlowRecords

/// What one input holds, however it was handed over: an export a format recognises as a whole
/// (a file, a folder, a zip), the exports a folder or zip holds when it is none itself (a
/// Downloads folder holding Apple's `export.zip`, a zip of any name holding an Oura Trends CSV),
/// each export of a folder that holds several of different vendors, or, for an import, a
/// check-in file told by its columns. `flow import` and every `--history` open their inputs
/// here, so a file reads the same whichever way it comes.
///
/// Detection looks at a file's first bytes (a table by date's first 64 KiB) and a zip's
/// directory, never at a name; a file found inside a zip is copied to a private file only
/// once a format has claimed it, and the copy is removed when ``reading(_:checkinNames:_:)``
/// returns.
public struct InputContents {
    /// One thing found.
    public enum Item {
        /// An export of this format.
        case export(HistoryFormat, OpenedHistory)
        /// The person's check-ins, a table by date whose columns flow knows as check-ins.
        case checkins(OpenedHistory)
    }

    /// What the input holds, in the order found (names sorted within a folder or zip).
    public private(set) var items: [Item] = []
    /// Files inside it that were passed over, each with why (`a/wellness.csv: a table by date …`).
    public private(set) var passedOver: [String] = []
    private var copies: [PrivateCopy] = []

    /// The file endings a folder's or zip's files are looked into for an export of their own.
    static let endings: Set<String> = ["csv", "txt", "xml", "json", "zip", "db"]

    /// Finds what `input` holds and hands it to `body`, removing any private copy afterwards.
    /// `checkinNames` (nil: check-ins are not looked for, as for a `--history`) are the names a
    /// given file's columns must all be, besides `date`, for it to be read as check-ins. An
    /// input that holds nothing flow reads is refused saying what it is (65); a table by date
    /// that is not check-ins is refused naming its columns, with how to declare it.
    public static func reading<T>(
        _ input: OpenedHistory, checkinNames: Set<String>? = nil, _ body: (InputContents) throws -> T
    ) throws -> T {
        var contents = InputContents()
        defer { for copy in contents.copies { copy.remove() } }
        try contents.find(input, checkinNames: checkinNames)
        return try body(contents)
    }

    /// The input given: a plain file is the format claiming it (else check-ins, else the
    /// refusal); a folder or zip a format claims is that export, unless it is a folder whose
    /// files and folders hold exports of more than one format; any other folder or zip is
    /// searched for exports.
    private mutating func find(_ input: OpenedHistory, checkinNames: Set<String>?) throws {
        guard let files = input.files else {
            if let format = HistoryFormat.claiming(input) { return items.append(.export(format, input)) }
            if let names = checkinNames, let table = DateTable(path: input.path), table.holdsOnlyCheckins(names) {
                return items.append(.checkins(input))
            }
            return items.append(.export(try HistoryFormat.detect(input), input))
        }
        if let format = HistoryFormat.claiming(input) {
            if files.isFolder, try splitsByFormat(input) { return }
            return items.append(.export(format, input))
        }
        try search(input, files)
        guard !items.isEmpty else {
            throw ImportError.unrecognised(file: input.name, problem: Refusal.describe(input))
        }
    }

    /// For a folder a format claims: when its own files and folders hold exports of two or more
    /// formats (a WHOOP folder beside a Garmin export), each of them is an item, and true.
    private mutating func splitsByFormat(_ input: OpenedHistory) throws -> Bool {
        guard let files = input.files else { return false }
        var found: [Item] = []
        var formats: [String] = []
        for name in files.files(in: "") + files.folders(in: "") {
            let child = try OpenedHistory(path: input.path + "/" + name, name: input.name + "/" + name)
            guard let format = HistoryFormat.claiming(child), InputContents.isExport(format, child.head) else {
                continue
            }
            found.append(.export(format, child))
            if !formats.contains(format.name) { formats.append(format.name) }
        }
        guard formats.count > 1 else { return false }
        items += found
        return true
    }

    /// Every file of a folder or zip (at any depth) that is an export by itself: a vendor's CSV,
    /// Apple's `export.xml` or `export.zip`, a records CSV, a database, a zip of an export.
    /// Tables by date are passed over, said so.
    private mutating func search(_ input: OpenedHistory, _ files: ExportFiles) throws {
        for name in files.names where !name.split(separator: "/").contains(where: InputContents.isHidden) {
            let base = ExportFiles.baseName(name)
            guard let dot = base.lastIndex(of: "."),
                InputContents.endings.contains(base[base.index(after: dot)...].lowercased())
            else { continue }
            let display = input.name + "/" + name
            if files.isFolder {
                let member = try OpenedHistory(path: input.path + "/" + name, name: display)
                try take(member, display)
                continue
            }
            let head = try files.prefix(of: name, count: OpenedHistory.headLength)
            let isZip = AppleHealthExport.isZip(head: head)
            // A file inside a zip is claimed by its first bytes; only a zip inside it needs a
            // copy before its own directory can be read.
            if !isZip {
                let provisional = OpenedHistory(head: head, name: display)
                guard let format = HistoryFormat.claiming(provisional), InputContents.isExport(format, head) else {
                    passOver(provisional, display)
                    continue
                }
            }
            let copy = try PrivateCopy(of: name, in: files, as: base)
            copies.append(copy)
            try take(try OpenedHistory(path: copy.path, name: display), display)
        }
    }

    /// Keeps a file found inside a folder or zip when a format claims it as an export.
    private mutating func take(_ member: OpenedHistory, _ display: String) throws {
        guard let format = HistoryFormat.claiming(member), InputContents.isExport(format, member.head) else {
            return passOver(member, display)
        }
        items.append(.export(format, member))
    }

    /// Notes a table by date found inside: never read as check-ins unless given on its own.
    private mutating func passOver(_ member: OpenedHistory, _ display: String) {
        guard member.files == nil, let table = DateTable(head: member.head) else { return }
        passedOver.append(
            "\(display): a table by date (\(table.columns.prefix(4).joined(separator: ", "))"
                + "\(table.columns.count > 4 ? ", …" : "")), not an export: not read")
    }

    /// True for a name no export gives a file or folder: a hidden one (`.DS_Store`) or the
    /// resource forks a Mac adds to a zip (`__MACOSX/`).
    static func isHidden(_ part: Substring) -> Bool { part.hasPrefix(".") || part == "__MACOSX" }

    /// True unless a claim is one a file found inside cannot carry: an XML document that is not
    /// Apple's (`export_cda.xml` beside `export.xml`), or a feature table.
    static func isExport(_ format: HistoryFormat, _ head: [UInt8]) -> Bool {
        if format == .featureTable { return false }
        if format == .appleHealthXML { return head.firstRange(of: Array("HealthData".utf8)) != nil }
        return true
    }
}
