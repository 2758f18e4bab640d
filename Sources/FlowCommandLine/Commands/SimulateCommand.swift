import FlowApp
import FlowImport
import FlowRecords
import FlowSimulation
import Foundation

/// `flow simulate`: one simulated person's records and labels.
enum SimulateCommand {
    static let descriptor = CommandDescriptor(
        name: "simulate",
        summary: "write a simulated person's records.csv and labels.csv",
        usage: """
            usage: flow simulate --days N --seed S --out DIR [--start YYYY-MM-DD] [--format csv|apple-health]
                                 [--body-mass]
            """,
        about: """
            Writes DIR/records.csv and DIR/labels.csv for one simulated person: the same files
            for the same seed on every machine. The stress label follows the rule in the README.
            """,
        options: [
            .days, .seed,
            .out.saying("the folder to write (created when missing)", value: "DIR"),
            .start,
            .bodyMass,
            .format,
        ],
        run: { try run($0, console: $1) })

    static func run(_ args: Arguments, console: Console) throws {
        guard let days = try args.integer(.days, in: 1...36_600) else {
            throw CommandError.usage(.days, "is required")
        }
        let seedText = try args.required(.seed)
        guard let seed = UInt64(seedText) else {
            throw CommandError.usage(.seed, "takes a whole number from 0 to \(UInt64.max), not '\(seedText)'")
        }
        let folder = try args.required(.out)
        guard folder != AtomicFile.standardOutput else {
            throw CommandError.usage(
                "flow simulate writes a folder of files (records and labels), so \(CommandOption.out.name) - cannot hold them; give a folder"
            )
        }
        var plan = SimulationPlan(days: days, seed: seed, bodyMass: args.has(.bodyMass))
        if let start = try args.day(.start) { plan.start = start }
        let format = args[.format] ?? "csv"
        guard ["csv", "apple-health"].contains(format) else {
            throw CommandError.usage(.format, "is csv or apple-health, not '\(format)'")
        }
        try AtomicFile.makeFolder(folder)
        switch format {
        case "csv":
            let history = PersonSimulator.simulate(plan)
            try AtomicFile.write(history.records, to: folder + "/records.csv")
            try AtomicFile.write(history.labels, to: folder + "/labels.csv")
            console.out(
                "wrote \(folder)/records.csv and \(folder)/labels.csv: \(days) days from \(plan.start), seed \(seed)\n")
        case "apple-health":
            // export.xml is streamed to a temporary name and renamed; export.zip holds it as
            // apple_health_export/export.xml beside a small clinical-records document, as the Health app writes.
            let xml = folder + "/export.xml"
            let zip = folder + "/export.zip"
            let cda = folder + "/export_cda.xml"
            for out in [xml, zip, cda, folder + "/labels.csv"] { try AtomicFile.checkTarget(out, inputs: []) }
            var partial: [String] = []
            let labels: String
            do {
                let xmlTemp = try AtomicFile.createTemporary(beside: xml)
                partial.append(xmlTemp.path)
                labels = try PersonSimulator.writeAppleHealthExport(plan, to: xml, descriptor: xmlTemp.descriptor)
                try AtomicFile.write(SimulateCommand.clinicalDocument, to: cda)
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
                // Nothing half-written stays behind: the temporary files go, the error (exit 73) is reported.
                for file in partial { unlink(file) }
                throw error
            }
            try AtomicFile.write(labels, to: folder + "/labels.csv")
            console.out(
                "wrote \(xml), \(zip) and \(folder)/labels.csv: \(days) days from \(plan.start), seed \(seed)\n")
        default:
            break
        }
    }

    /// The small clinical-records document every export.zip also holds (its root is not HealthData).
    static let clinicalDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <ClinicalDocument xmlns="urn:hl7-org:v3">
         <title>Health Data Export</title>
        </ClinicalDocument>

        """
}
