import XCTest

@testable import FlowGarden

/// The run each stage needs, the pillar each plant grows from.
final class PlantTests: XCTestCase {
    func testTheRunTheNextStageNeeds() {
        XCTAssertEqual((0...3).map { Plant(kind: .lunaFern, stage: $0, run: 0).needs }, [5, 7, 14, nil])
        XCTAssertNil(Plant(kind: .harmonyOrchid, stage: 0, run: nil).needs)
        XCTAssertEqual(Plant.established, Plant.windows.count)
    }

    func testPillars() {
        XCTAssertEqual(PlantKind.growing.map(\.pillar), [.sleep, .activity, .recovery])
        XCTAssertNil(PlantKind.harmonyOrchid.pillar)
        XCTAssertEqual(PlantKind.calmWillow.rawValue, "Calm Willow")
    }
}
