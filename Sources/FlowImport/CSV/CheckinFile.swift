import FlowRecords

/// A check-in file read line by line: its columns, each evening's answers as written (drinks
/// as counted, not yet in their category), and the lines that could not be read, each with its
/// number and why. Reading `--checkins` refuses a file with any such line; an import into the
/// library leaves those lines out and names them.
public struct CheckinFile: Sendable, Equatable {
    /// One evening: its date, the line it is on, and the cells logged (blank cells are not logged).
    public struct Evening: Sendable, Equatable {
        /// The evening's date.
        public var day: CalendarDay
        /// The line it was read from (1-based).
        public var line: Int
        /// Each column logged and its value, in the file's column order.
        public var answers: [Answer]
    }

    /// A column logged on an evening, and its value as written.
    public struct Answer: Sendable, Equatable {
        /// The column: a behaviour or `stress`.
        public var name: String
        /// The value as written (drinks for `alcohol`).
        public var value: Double
    }

    /// A line left out, and why.
    public struct Rejected: Sendable, Equatable {
        /// The line (1-based).
        public var line: Int
        /// What is wrong with it.
        public var problem: String

        /// A line left out, and why.
        public init(line: Int, problem: String) { (self.line, self.problem) = (line, problem) }
    }

    /// The file as messages name it.
    public var file: String
    /// The columns after `date`, in the file's order.
    public var columns: [String]
    /// The evenings read, in the file's order.
    public var evenings: [Evening]
    /// The lines left out.
    public var rejected: [Rejected]

    /// Every answer, dated.
    public var answers: [(day: CalendarDay, name: String, value: Double)] {
        evenings.flatMap { e in e.answers.map { (e.day, $0.name, $0.value) } }
    }

    /// The check-ins as insights read them (alcohol in its category).
    public var table: CheckinTable { CheckinTable(answers: answers, columns: columns) }
}

extension CheckinsCSV {
    /// Reads a check-in file's lines (the first is the header): a header that is not one is an
    /// error naming the file and line 1; every other line is read, or rejected with its reason.
    /// - Complexity: O(lines × columns).
    public static func file(_ lines: [String], file: String) throws -> CheckinFile {
        guard let headerLine = lines.first, let header = CSVLine.fields(headerLine), header.first == "date" else {
            throw InputError.badLine(
                file: file, line: 1, problem: "a check-in file starts with a header whose first field is date")
        }
        let names = Array(header.dropFirst())
        for (k, name) in names.enumerated() {
            guard !name.isEmpty else {
                throw InputError.badLine(file: file, line: 1, problem: "column \(k + 2) has no name")
            }
            guard !names[..<k].contains(name) else {
                throw InputError.badLine(file: file, line: 1, problem: "the column '\(name)' appears twice")
            }
        }
        var out = CheckinFile(file: file, columns: names, evenings: [], rejected: [])
        var seen: [CalendarDay: Int] = [:]
        for (index, line) in lines.enumerated().dropFirst() where !line.trimmingSpaces.isEmpty {
            let number = index + 1
            switch evening(line, header: header, number: number) {
            case .failure(let problem): out.rejected.append(CheckinFile.Rejected(line: number, problem: problem.text))
            case .success(let e):
                if let first = seen[e.day] {
                    out.rejected.append(
                        CheckinFile.Rejected(line: number, problem: "\(e.day) appears twice (first on line \(first))"))
                    continue
                }
                seen[e.day] = number
                out.evenings.append(e)
            }
        }
        return out
    }

    /// Why a line cannot be read.
    struct LineProblem: Error {
        var text: String
    }

    /// One line read as an evening, or why it cannot be.
    static func evening(_ line: String, header: [String], number: Int) -> Result<CheckinFile.Evening, LineProblem> {
        func bad(_ text: String) -> Result<CheckinFile.Evening, LineProblem> { .failure(LineProblem(text: text)) }
        guard let fields = CSVLine.fields(line) else { return bad("a quote is left open") }
        guard fields.count == header.count else {
            return bad("expected \(header.count) fields as in the header, found \(fields.count)")
        }
        guard let day = CalendarDay(iso: fields[0]) else { return bad("'\(fields[0])' is not a date YYYY-MM-DD") }
        var answers: [CheckinFile.Answer] = []
        for (name, cell) in zip(header.dropFirst(), fields.dropFirst()) where !cell.isEmpty {
            guard case .finite(let v) = DecimalParser.parse(cell) else {
                return bad("\(name) '\(cell)' is not a number")
            }
            if name == CheckinTable.stressColumn {
                guard (1...5).contains(v) else { return bad("stress \(cell) is outside 1-5") }
            } else {
                guard v >= 0 else { return bad("\(name) \(cell) is negative") }
                if CheckinTable.yesNoBehaviours.contains(name), v != 0, v != 1 {
                    return bad("\(name) \(cell) is not 0 or 1")
                }
            }
            answers.append(CheckinFile.Answer(name: name, value: v))
        }
        return .success(CheckinFile.Evening(day: day, line: number, answers: answers))
    }

    /// True when a file's first bytes open a check-in file: a first line whose first field is
    /// `date` (after a byte-order mark), with at least one column after it.
    public static func recognises(head: [UInt8]) -> Bool {
        var bytes = head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(head.dropFirst(3)) : head
        if let end = bytes.firstIndex(of: 10) { bytes = Array(bytes[..<end]) }
        guard let fields = CSVLine.fields(String(decoding: bytes, as: UTF8.self)) else { return false }
        return fields.count >= 2 && fields[0] == "date"
    }
}
