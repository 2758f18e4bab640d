import FlowFeatures
import FlowRecords
import FlowSimulation
import Foundation
import XCTest

@testable import FlowImport

/// The attribute names remembered from the last tag.
final class KnownNameTests: XCTestCase {
    /// Every length from 1 to 16 matches its own bytes and not the same bytes with any one of them
    /// changed; the bytes after the name do not matter; 0 and 17 bytes are no name.
    func testANameMatchesItsBytesExactly() {
        let text = Array("creationDateXYZwvalue=\"1\"".utf8)
        text.withUnsafeBufferPointer { b in
            for length in 1...16 {
                let name = KnownName(b.baseAddress!, length: length)
                XCTAssertEqual(name.length, length)
                XCTAssertTrue(name.isAt(b.baseAddress!), "\(length)")
                var other = text
                other[length] ^= 0x20  // the byte after the name
                XCTAssertTrue(other.withUnsafeBufferPointer { name.isAt($0.baseAddress!) }, "\(length)")
                for k in 0..<length {
                    var changed = text
                    changed[k] ^= 0x01
                    XCTAssertFalse(changed.withUnsafeBufferPointer { name.isAt($0.baseAddress!) }, "\(length) at \(k)")
                }
            }
            XCTAssertFalse(KnownName(b.baseAddress!, length: 0).isAt(b.baseAddress!))
            XCTAssertFalse(KnownName(b.baseAddress!, length: 17).isAt(b.baseAddress!))
        }
    }

    /// Tags whose attribute names are longer or shorter versions of the last tag's, or come in
    /// another order, are read with their own names (the records' values land where their
    /// names say), at every chunk size.
    func testNamesThatDifferFromTheLastTagsAreReadAsWritten() throws {
        let heart = "type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"W\" unit=\"count/min\""
        let times = "startDate=\"2026-03-01 08:0%d:00 +0100\" endDate=\"2026-03-01 08:0%d:00 +0100\""
        let tags = [
            " <Record \(heart) \(String(format: times, 1, 1)) value=\"61\"/>\n",
            // `valueX` where `value` was, then `value` later; `unitX` is not `unit`.
            " <Record \(heart) \(String(format: times, 2, 2)) valueX=\"9\" value=\"62\"/>\n",
            " <Record value=\"63\" \(String(format: times, 3, 3)) \(heart)/>\n",
            " <Record \(heart) \(String(format: times, 4, 4)) val=\"9\" value=\"64\" unitX=\"9\"/>\n",
        ]
        let text = "<?xml version=\"1.0\"?>\n<HealthData>\n" + tags.joined() + "</HealthData>\n"
        for chunk in [1, 7, 64, 1 << 20] {
            let (history, report) = try importXML(text, chunk: chunk)
            XCTAssertEqual(history.heartRate.map(\.value), [61, 62, 63, 64], "chunk \(chunk)")
            XCTAssertEqual(report.rejectedCount, 0, "chunk \(chunk)")
        }
        // A name repeated inside one tag is still an error when the first one came the fast way.
        let twice =
            "<HealthData>\n <Record \(heart) \(String(format: times, 1, 1)) value=\"61\"/>\n"
            + " <Record \(heart) \(String(format: times, 2, 2)) unit=\"count/min\" value=\"62\"/>\n</HealthData>"
        XCTAssertThrowsError(try importXML(twice)) { error in
            XCTAssertTrue("\(error)".contains("the attribute 'unit' appears twice"), "\(error)")
        }
    }

    /// Units become flow's: grams to kilograms, Fahrenheit to Celsius, a count per second to
    /// one per minute; a unit flow cannot convert is refused before the value is read.
    func testUnitConversionsByHand() {
        XCTAssertEqual(AppleHealthReader.conversion(.bodyMass, unit: "g")?(72_500), 72.5)
        XCTAssertEqual(AppleHealthReader.conversion(.wristTemperature, unit: "degF")?(98.6) ?? 0, 37, accuracy: 1e-12)
        XCTAssertEqual(AppleHealthReader.conversion(.heartRate, unit: "count/s")?(1.5), 90)
        XCTAssertEqual(AppleHealthReader.conversion(.bodyMass, unit: "lb")?(100), 45.359237)
        XCTAssertNil(AppleHealthReader.conversion(.heartRate, unit: "furlongs"))
    }
}
