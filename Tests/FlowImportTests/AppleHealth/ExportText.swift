import FlowFeatures
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

@testable import FlowImport

/// Parses an in-memory export, fed in chunks of `chunk` bytes.
func importXML(_ text: String, chunk: Int = 1 << 20) throws -> (RecordHistory, ImportReport) {
    var reader = AppleHealthReader(file: "t.xml", expectedRecords: 0)
    var scanner = XMLScanner(file: "t.xml", writerAttributes: AppleHealthReader.writerAttributes)
    try scan(text, chunk: chunk, with: &scanner, into: &reader)
    return try reader.finish()
}

/// Feeds `text` to `scanner` in pieces of `chunk` bytes (the last one shorter), then finishes it.
func scan<H: XMLHandler>(_ text: String, chunk: Int, with scanner: inout XMLScanner, into handler: inout H) throws {
    let bytes = Array(text.utf8)
    try bytes.withUnsafeBufferPointer { all in
        var i = 0
        while i < all.count {
            let end = min(all.count, i + chunk)
            try scanner.feed(UnsafeBufferPointer(rebasing: all[i..<end]), &handler)
            i = end
        }
    }
    try scanner.finish(&handler)
}

func record(
    _ type: String, _ start: String, _ end: String, _ value: String, unit: String? = nil, source: String = "Watch",
    children: String? = nil
) -> String {
    let u = unit.map { " unit=\"\($0)\"" } ?? ""
    let head =
        " <Record type=\"HK\(type)\" sourceName=\"\(source)\"\(u) startDate=\"\(start)\" endDate=\"\(end)\" value=\"\(value)\""
    return children.map { head + ">\($0)</Record>\n" } ?? head + "/>\n"
}

func export(_ records: [String], exportDate: String = "2026-12-31 09:00:00 +0100") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE HealthData [\n<!ATTLIST HealthData locale CDATA #REQUIRED>\n]>\n"
        + "<HealthData locale=\"en_US\">\n <ExportDate value=\"\(exportDate)\"/>\n" + records.joined()
        + "</HealthData>\n"
}
