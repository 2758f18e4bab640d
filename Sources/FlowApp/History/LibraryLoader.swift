import FlowDatabase
import FlowFeatures
import FlowImport
import FlowRecords

/// Reads a library as a history: its stored feature table when one of the same settings is
/// current and the command needs no raw records (a blink), else every record read back and
/// featurised, the table then stored for the next command (when the library can be written).
enum LibraryLoader {
    /// How a stored table is looked up: the feature settings and the sex asked for.
    static func key(_ settings: FeatureSettings, sex: BiologicalSex?) -> String {
        settings.words + " sex=" + (sex?.rawValue ?? "stated")
    }

    static func load(
        _ input: OpenedHistory, request: HistoryRequest, settings: FeatureSettings, observer: LoadObserver
    ) throws -> LoadedHistory {
        let library = try Library.reading(input.path)
        let key = LibraryLoader.key(settings, sex: request.sex)
        if !request.needsRecords, request.sessions == nil, let stored = try library.storedTable(settings: key) {
            let table = try FeatureTable.parseCSV(stored.csv, file: input.name)
            // No count of the records here: counting them would cost a scan this path exists to avoid.
            observer.note("\(input.name): the library's feature table, as made from its records after its last import")
            observer.featurised(table)
            // What a history read from the records would say beside its table, read from the facts alone.
            var loaded = LoadedHistory(name: request.name, table: table, clock: stored.clock)
            loaded.checkins = try library.checkins()
            loaded.restingHRIsNightly = try library.restingHRIsNightly()
            loaded.lastImport = try library.lastImport()
            loaded.latestVO2max = try library.latestVO2max()
            return loaded
        }
        guard try !library.isEmpty() else {
            throw CommandError.input(
                "\(input.name): the library is empty: import an export first (flow import FILE)", kind: .missingInput)
        }
        let generation = try library.generation()
        let (history, report) = try library.history(name: input.name)
        observer.imported(report)
        var loaded = try HistoryLoader.featurise(
            history, report: report, name: request.name, request: request, settings: settings, observer: observer)
        loaded.lastImport = try library.lastImport()
        if request.sessions == nil {
            // Kept for the next command; a library this user cannot write is read as it is.
            try? Library.writing(input.path).store(
                table: loaded.table.csv(), settings: key, clock: loaded.clock, generation: generation)
        }
        return loaded
    }
}
