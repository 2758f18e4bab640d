import FlowFeatures
import FlowInference
import FlowRecords
import XCTest

/// A model file that cannot be used names the field at fault; a load column left out is a
/// request to mend, not bad data.
final class ModelErrorTests: XCTestCase {
    func testFieldsKindsAndMessages() {
        let length = ModelError.wrongLength(file: "m.json", field: "flags", expected: 9, found: 0)
        XCTAssertEqual(length.place, .field(file: "m.json", field: "flags"))
        XCTAssertEqual(length.description, "m.json: field 'flags' has 0 entries, expected 9")
        XCTAssertEqual(length.kind, .data)
        let newer = ModelError.newerVersion(file: "m.json", found: 3, supported: 2)
        XCTAssertEqual(newer.place, .field(file: "m.json", field: "version"))
        XCTAssertEqual(
            newer.description, "m.json: model format version 3 is newer than this flow reads (2); update flow")
        let load = ModelError.needsLoad(file: "m.json", column: "session_load", why: nil, remedy: .sessions)
        XCTAssertEqual(load.kind, .request)
        XCTAssertEqual(load.description, "m.json: the model weighs session_load, which this history was read without")
        XCTAssertEqual(load.remedy, .sessions)
        XCTAssertEqual(load.place, .field(file: "m.json", field: "features"))
        XCTAssertEqual(
            ModelError.otherHRV(file: "m.json", model: .sdnn, table: .rmssd).place,
            .field(file: "m.json", field: "settings.hrv"))
        XCTAssertEqual(
            ModelError.unknownName(file: "m.json", field: "features[0].name", name: "mood").description,
            "m.json: field 'features[0].name' names 'mood', which flow does not know")
    }
}
