import FlowRecords
import FlowTestSupport
import Foundation
import XCTest

@testable import FlowDatabase

/// The library file: made whole on first use, and refused or left alone when it is not one.
final class LibraryTests: FolderTestCase {

    func testMadeOnFirstUseInAFolderItMakes() throws {
        let path = self.path("deep/er/library.sqlite")
        let library = try Library.writing(path)
        XCTAssertEqual(try library.recordCount(), 0)
        let db = try SQLiteConnection(path: path, name: path, readOnly: true)
        XCTAssertEqual(try db.scalar("PRAGMA application_id"), .integer(Int64(HistoryDatabase.applicationID)))
        XCTAssertEqual(try db.scalar("PRAGMA user_version"), .integer(Int64(Library.schemaVersion)))
        XCTAssertEqual(try db.scalar("PRAGMA journal_mode"), .text("wal"))
        // Nothing is left beside it but SQLite's own files.
        let left = try FileManager.default.contentsOfDirectory(atPath: self.path("deep/er"))
        XCTAssertTrue(left.allSatisfy { $0.hasPrefix("library.sqlite") }, "\(left)")
        XCTAssertTrue(Library.isLibrary(head: TextFile.prefix(path: path, count: 100)))
    }

    /// What is not a library is refused, named, and left byte for byte as it was.
    func testOtherFilesAreRefusedAndLeftAlone() throws {
        let text = try write("kind,start,end,value,source\n", "notes.csv")
        let db = path("other.sqlite")
        try SQLiteConnection(path: db, name: db, create: true).execute("CREATE TABLE t (x)")
        let newer = path("newer.sqlite")
        _ = try Library.writing(newer)
        try SQLiteConnection(path: newer, name: newer).execute("PRAGMA user_version = 99")
        for (file, words) in [
            (text, "not a flow library: it is not a SQLite database"),
            (db, "another program wrote (no flow application_id)"),
            (newer, "a newer flow wrote it (schema version 99"),
        ] {
            let before = try Data(contentsOf: URL(fileURLWithPath: file))
            XCTAssertThrowsError(try Library.writing(file)) {
                XCTAssertTrue("\($0)".contains(words), "\($0)")
                XCTAssertEqual(($0 as? FlowError)?.kind, .data)
            }
            XCTAssertThrowsError(try Library.reading(file))
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), before)
        }
    }

    /// A library is never written through a symbolic link: it is read through one, but an
    /// import is refused (73) and the file it points to is left as it is.
    func testNeverWrittenThroughALink() throws {
        let real = path("real.sqlite")
        _ = try Library.writing(real).add([(history(oneNight), nil)], importedAt: "t")
        try FileManager.default.createSymbolicLink(atPath: path("link.sqlite"), withDestinationPath: real)
        XCTAssertEqual(try Library.reading(path("link.sqlite")).recordCount(), 3)
        XCTAssertThrowsError(try Library.writing(path("link.sqlite"))) {
            XCTAssertTrue("\($0)".contains("it is a symbolic link"), "\($0)")
            XCTAssertEqual(($0 as? FlowError)?.kind, .output)
        }
    }

    /// A folder that cannot be made or written is said plainly (73): /sys refuses even root.
    func testAFolderThatCannotBeWrittenIsSaidPlainly() throws {
        let place = "/sys/flow-library-test/library.sqlite"
        guard FileManager.default.fileExists(atPath: "/sys"), mkdir("/sys/flow-library-test", 0o700) != 0 else {
            throw XCTSkip("no /sys that refuses a folder here")
        }
        XCTAssertThrowsError(try Library.writing(place)) {
            XCTAssertEqual(($0 as? FlowError)?.kind, .output)
            XCTAssertTrue(
                "\($0)".contains("the library cannot be made in /sys/flow-library-test: you cannot write there"),
                "\($0)")
        }
    }

}
