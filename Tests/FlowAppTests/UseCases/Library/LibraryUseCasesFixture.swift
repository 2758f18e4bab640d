import FlowApp
import FlowTestSupport

extension FolderTestCase {
    /// A library at `name` holding the sample's first two weeks; its path and record count.
    func sampleLibrary(_ name: String = "l.sqlite") throws -> (path: String, records: Int) {
        let part = try sampleRecords(before: "2026-01-15")
        _ = try ImportHistory.run(
            ImportHistory.Request(
                inputs: [part.path], library: path(name), zone: nil, importedAt: 1_800_000_000, flowVersion: "test"))
        return (path(name), part.records)
    }
}
