import FlowRecords
import XCTest

@testable import FlowCommandLine
@testable import FlowGarden

/// The garden in words: each plant's stage and run of good days, the orchid, the newest event;
/// and SPEC 13's object.
final class GardenTextTests: XCTestCase {
    private let day = CalendarDay(year: 2026, month: 3, day: 9)!

    private func garden(events: [GardenEvent]) -> Garden {
        Garden(
            asOf: day,
            plants: [
                Plant(kind: .lunaFern, stage: 2, run: 4), Plant(kind: .strideBloom, stage: 3, run: 20),
                Plant(kind: .calmWillow, stage: 0, run: 0), Plant(kind: .harmonyOrchid, stage: 0, run: nil),
            ],
            events: events)
    }

    func testTheText() {
        XCTAssertEqual(
            GardenText.text(
                garden(events: [GardenEvent(day: day, plant: .strideBloom, stage: 3)]), unscored: "no morning scored"),
            """
            Garden as of 2026-03-09
              Luna Fern (sleep): stage 2 of 3, 4 of 14 good nights in a row
              Stride Bloom (activity): established, 20 good days in a row
              Calm Willow (recovery): stage 0 of 3, 0 of 5 good mornings in a row (no morning scored)
              Harmony Orchid: appears when the other three are established
            newest: 2026-03-09, Stride Bloom reached stage 3 (established)

            """)
        XCTAssertTrue(
            GardenText.text(garden(events: []), unscored: nil).hasSuffix(
                "no plant has grown yet: a plant grows after 5 good days in a row\n"))
    }

    func testTheObject() {
        let json = GardenText.json(garden(events: []))
        XCTAssertEqual(json["as_of"], .string("2026-03-09"))
        guard case .array(let plants)? = json["plants"] else { return XCTFail("no plants") }
        XCTAssertEqual(plants[0]["needs"], .number(14))
        XCTAssertEqual(plants[1]["needs"], .null)
        XCTAssertEqual(plants[3]["pillar"], .null)
    }
}
