import FlowFeatures
import FlowRecords

/// The feature table as JSON for programs.
enum FeatureJSON {
    static func rows(_ rows: [FeatureRow], withDevice: Bool = false) -> String {
        var out = "[\n"
        for (i, row) in rows.enumerated() {
            let values = Feature.allCases.map { "\"\($0.rawValue)\": \(NumberFormat.shortest(row[$0]))" }
            let prov = Feature.allCases.map { "\"\($0.rawValue)\": \"\(row.provenance[$0.index].rawValue)\"" }
            let flags = MissingFlag.allCases.map { "\"\($0.rawValue)\": \(row[$0] ? 1 : 0)" }
            out += "  {\"date\": \"\(row.day)\", \"no_data\": \(row.isNoData), \"coverage\": \(row.coverage),\n"
            out += "   \"values\": {\(values.joined(separator: ", "))},\n"
            out += "   \"provenance\": {\(prov.joined(separator: ", "))},\n"
            out += "   \"flags\": {\(flags.joined(separator: ", "))},\n"
            let extra = { (v: Double?) in v.map(NumberFormat.shortest) ?? "null" }
            out +=
                "   \"hrv_rmssd\": \(extra(row.hrvRMSSD)), \"daytime_hr\": \(extra(row.daytimeHR)), \"daytime_hrv\": \(extra(row.daytimeHRV))"
            if let load = row.load {
                // The training load of the day before (SPEC 17), null where there is none.
                out +=
                    ",\n   "
                    + zip(LoadColumns.names, load.cells).map { "\"\($0)\": \(extra($1))" }.joined(separator: ", ")
                // The night's vitals (SPEC 18), written with the load columns.
                out +=
                    ",\n   "
                    + zip(FeatureTable.vitalColumns, [row.respiratoryRate, row.spo2, row.wristTemperature]).map {
                        "\"\($0)\": \(extra($1))"
                    }.joined(separator: ", ")
            }
            if withDevice {
                // The vendor's own scores (SPEC 19), kept beside flow's.
                out +=
                    ",\n   "
                    + zip(FeatureTable.deviceColumns, row.deviceScores).map { "\"\($0)\": \(extra($1))" }
                    .joined(separator: ", ")
            }
            out += "}"
            out += i + 1 < rows.count ? ",\n" : "\n"
        }
        return out + "]\n"
    }
}
