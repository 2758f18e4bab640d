import FlowImport
import FlowSimulation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `flow simulate`: a simulated person written to a folder, as a records CSV or as an Apple
/// Health export (export.xml and export.zip of the same person), with their labels.
public enum Simulate {
    /// How the history is written.
    public enum Format: String, CaseIterable, Sendable {
        /// `records.csv`.
        case csv
        /// `export.xml` and `export.zip`, as the Health app writes them.
        case appleHealth = "apple-health"
        /// `Health Connect.zip`, as Android's scheduled export writes it.
        case healthConnect = "health-connect"
    }

    /// Writes the person `plan` describes into `folder` (made when missing); returns the files
    /// written. Nothing half-written stays behind: on a failure the temporary files go.
    public static func write(_ plan: SimulationPlan, format: Format, to folder: String) throws -> [String] {
        try AtomicFile.makeFolder(folder)
        let labelsFile = folder + "/labels.csv"
        switch format {
        case .csv:
            let history = PersonSimulator.simulate(plan)
            try AtomicFile.write(history.records, to: folder + "/records.csv")
            try AtomicFile.write(history.labels, to: labelsFile)
            return [folder + "/records.csv", labelsFile]
        case .appleHealth:
            // export.xml is streamed to a temporary name and renamed; export.zip holds it as
            // apple_health_export/export.xml beside a small clinical-records document, as the Health app writes.
            let xml = folder + "/export.xml"
            let zip = folder + "/export.zip"
            let cda = folder + "/export_cda.xml"
            for out in [xml, zip, cda, labelsFile] { try AtomicFile.checkTarget(out, inputs: []) }
            var partial: [String] = []
            let labels: String
            do {
                let xmlTemp = try AtomicFile.createTemporary(beside: xml)
                partial.append(xmlTemp.path)
                labels = try PersonSimulator.writeAppleHealthExport(plan, to: xml, descriptor: xmlTemp.descriptor)
                try AtomicFile.write(clinicalDocument, to: cda)
                partial.append(cda)
                try AtomicFile.commit(xmlTemp.path, to: xml)
                let zipTemp = try AtomicFile.createTemporary(beside: zip)
                partial.append(zipTemp.path)
                try ZipWriter.write(
                    archive: zip, descriptor: zipTemp.descriptor,
                    files: [("apple_health_export/export.xml", xml), ("apple_health_export/export_cda.xml", cda)])
                try AtomicFile.commit(zipTemp.path, to: zip)
                unlink(cda)
            } catch {
                for file in partial { unlink(file) }
                throw error
            }
            try AtomicFile.write(labels, to: labelsFile)
            return [xml, zip, labelsFile]
        case .healthConnect:
            let history = PersonSimulator.simulate(plan)
            let zip = try writeHealthConnect(records: history.records, to: folder)
            try AtomicFile.write(history.labels, to: labelsFile)
            return [zip, labelsFile]
        }
    }

    /// The person's records as a Health Connect export: the database written beside the zip
    /// under a temporary name, zipped as the phone names it, and removed.
    static func writeHealthConnect(records: String, to folder: String) throws -> String {
        let zip = folder + "/Health Connect.zip"
        try AtomicFile.checkTarget(zip, inputs: [])
        let (history, _) = try RecordsCSV.parse(records)
        let db = try AtomicFile.createTemporary(beside: folder + "/health_connect_export.db")
        close(db.descriptor)
        defer { unlink(db.path) }
        unlink(db.path)
        _ = try HealthConnectExportWriter.write(history, to: db.path, name: zip)
        let zipTemp = try AtomicFile.createTemporary(beside: zip)
        do {
            try ZipWriter.write(
                archive: zip, descriptor: zipTemp.descriptor, files: [("health_connect_export.db", db.path)])
            try AtomicFile.commit(zipTemp.path, to: zip)
        } catch {
            unlink(zipTemp.path)
            throw error
        }
        return zip
    }

    /// The small clinical-records document every export.zip also holds (its root is not HealthData).
    static let clinicalDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <ClinicalDocument xmlns="urn:hl7-org:v3">
         <title>Health Data Export</title>
        </ClinicalDocument>

        """
}
