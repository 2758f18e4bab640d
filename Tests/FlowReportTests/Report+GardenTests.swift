import FlowRecords
import XCTest

@testable import FlowGarden
@testable import FlowReport

/// The garden drawn: a leaf per stage, a seed at stage 0, a bloom when established, the orchid
/// only once it has appeared, and the newest event in words.
final class ReportGardenTests: XCTestCase {
    func testPlantsAndTheNewestEvent() throws {
        var input = try referenceInput()
        let day = try XCTUnwrap(CalendarDay(iso: "2026-02-01"))
        input.garden = Garden(
            asOf: day,
            plants: [
                Plant(kind: .lunaFern, stage: 3, run: 0), Plant(kind: .strideBloom, stage: 0, run: 2),
                Plant(kind: .calmWillow, stage: 1, run: 4), Plant(kind: .harmonyOrchid, stage: 0, run: nil),
            ],
            events: [GardenEvent(day: day, plant: .lunaFern, stage: 3)])
        let html = deskMarkup(GardenSection.self, input)
        func count(_ s: String) -> Int { html.components(separatedBy: s).count - 1 }
        // Leaves: 3 + 0 + 1; one seed (Stride Bloom); one bloom (Luna Fern); no orchid yet.
        XCTAssertEqual(count("class=\"leaf\""), 4)
        XCTAssertEqual(count("class=\"seed\""), 1)
        XCTAssertEqual(count("class=\"bloom\""), 1)
        XCTAssertEqual(count("bloom orchid"), 0)
        XCTAssertTrue(html.contains(">not yet<"))
        XCTAssertTrue(html.contains(">stage 1 of 3<"))
        XCTAssertTrue(html.contains("Newest: 2026-02-01, Luna Fern reached stage 3."))
        input.garden.events = []
        XCTAssertTrue(
            sectionMarkup(GardenSection.self, input).contains(
                "No plant has grown yet: a plant grows after 5 good days in a row."))
    }
}
