import FlowImport
import FlowTestSupport
import Foundation
import XCTest

/// An input opened once: a file's head, or a folder's or zip's files, under the name messages use.
final class OpenedHistoryTests: FolderTestCase {
    func testAFileAFolderAndAZip() throws {
        let file = try write("kind,start,end,value,source\n", "r.csv")
        let opened = try OpenedHistory(path: file, name: "standard input")
        XCTAssertEqual(opened.name, "standard input")
        XCTAssertEqual(opened.head, Array("kind,start,end,value,source\n".utf8))
        XCTAssertNil(opened.files)
        XCTAssertFalse(opened.isZip)
        try write("a", "sleeps.csv", in: "w")
        XCTAssertEqual(try OpenedHistory(path: path("w")).files?.names, ["sleeps.csv"])
        try ZipWriter.write(archive: path("w.zip"), files: [("x/sleeps.csv", path("w/sleeps.csv"))])
        let zip = try OpenedHistory(path: path("w.zip"))
        XCTAssertTrue(zip.isZip)
        XCTAssertEqual(zip.head, [])
        XCTAssertEqual(zip.files?.names, ["x/sleeps.csv"])
        XCTAssertEqual(zip.name, path("w.zip"))
    }

    func testTakeoutPartsAreZipsHoldingOnlyTakeout() throws {
        try write("a", "p.csv", in: "one/Takeout/Fitbit")
        try write("b", "q.csv", in: "two/Takeout/Fitbit")
        try write("c", "other.csv", in: "three")
        XCTAssertTrue(OpenedHistory.areTakeoutParts([path("one"), path("two")]))
        XCTAssertFalse(OpenedHistory.areTakeoutParts([path("one")]))
        XCTAssertFalse(OpenedHistory.areTakeoutParts([path("one"), path("three")]))
        let both = try OpenedHistory(parts: [path("one"), path("two")])
        XCTAssertEqual(both.files?.names, ["Takeout/Fitbit/p.csv", "Takeout/Fitbit/q.csv"])
        XCTAssertEqual(both.files?.display("Takeout/Fitbit/q.csv"), path("two") + "/Takeout/Fitbit/q.csv")
        XCTAssertEqual(both.name, path("one") + " + " + path("two"))
    }
}
