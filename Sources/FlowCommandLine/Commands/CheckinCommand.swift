import FlowImport
import FlowRecords
import Foundation

/// `flow checkin`: adds or replaces one evening in a check-in file, atomically, leaving every
/// other line as it was.
enum CheckinCommand {
    static func run(_ words: [String], console: Console) throws {
        var file: String?, date: CalendarDay?
        var cells: [(String, String)] = []
        var i = 0
        func value(_ option: String, inline: String?) throws -> String {
            if let inline { return inline }
            i += 1
            guard i < words.count, !words[i].hasPrefix("--") else { throw CommandError.usage("\(option) needs a value") }
            return words[i]
        }
        while i < words.count {
            let word = words[i]
            if word == "--help" || word == "-h" { throw HelpRequested() }
            guard word.hasPrefix("--"), word.count > 2 else { throw CommandError.usage("unexpected '\(word)'") }
            let body = word.dropFirst(2)
            let parts = body.split(separator: "=", maxSplits: 1)
            let option = String(parts[0]), inline = parts.count == 2 ? String(parts[1]) : nil
            switch option {
            case "file": file = try value(word, inline: inline)
            case "date":
                let text = try value(word, inline: inline)
                guard let d = CalendarDay(iso: text) else { throw CommandError.usage("--date takes YYYY-MM-DD, not '\(text)'") }
                date = d
            case "alcohol", "stress":
                let text = try value(word, inline: inline)
                guard let v = decimal(text), v >= 0 else { throw CommandError.usage("--\(option) takes a number of 0 or more, not '\(text)'") }
                if option == "stress", !(1...5).contains(v) { throw CommandError.usage("--stress takes 1 to 5, not '\(text)'") }
                cells.append((option, FlowRecords.JSONValue.format(v)))
            default:
                let name = option.replacingOccurrences(of: "-", with: "_")
                guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { throw CommandError.usage("--\(option) is not a behaviour name") }
                let text = inline ?? "1"
                guard let v = decimal(text), v >= 0 else { throw CommandError.usage("--\(option) takes a number of 0 or more, not '\(text)'") }
                if CheckinTable.yesNoBehaviours.contains(name), v != 0, v != 1 { throw CommandError.usage("--\(option) is 0 or 1") }
                cells.append((name, FlowRecords.JSONValue.format(v)))
            }
            i += 1
        }
        guard let file else { throw CommandError.usage("--file is required") }
        guard !cells.isEmpty else { throw CommandError.usage("give at least one behaviour or --stress to log") }
        let today = CheckinCommand.today()
        let day = date ?? today
        guard day.ordinal <= today.ordinal + 1 else {
            throw CommandError.usage("\(day) is more than a day ahead of today (\(today)): a check-in is about an evening that has happened")
        }
        let existing: String? = FileManager.default.fileExists(atPath: file) ? try String(contentsOfFile: file, encoding: .utf8) : nil
        let text = try CheckinsCSV.setting(cells, on: day, in: existing, file: file)
        try AtomicFile.write(text, to: file)
        console.out("\(existing == nil ? "started" : "updated") \(file): \(day) " + cells.map { "\($0.0)=\($0.1)" }.joined(separator: " ") + "\n")
    }

    /// Today's date in the system's time zone.
    static func today() -> CalendarDay {
        let seconds = Date().timeIntervalSince1970 + Double(TimeZone.current.secondsFromGMT())
        return CalendarDay(ordinal: Int((seconds / 86_400).rounded(.down)))
    }
}
