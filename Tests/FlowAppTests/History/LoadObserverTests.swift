import FlowApp
import FlowFeatures
import FlowRecords
import XCTest

/// An observer is told only what it asks for; the silent one nothing.
final class LoadObserverTests: XCTestCase {
    func testOnlyWhatIsAskedFor() {
        final class Heard: @unchecked Sendable { var notes: [String] = [] }
        let heard = Heard()
        let observer = LoadObserver(note: { heard.notes.append($0) })
        observer.note("pooled 2 histories")
        observer.imported(ImportReport(file: "x"))
        observer.readingDone()
        XCTAssertEqual(heard.notes, ["pooled 2 histories"])
        XCTAssertNil(observer.progress)
        XCTAssertNil(LoadObserver.silent.progress)
    }
}
