import FlowImport
import FlowTestSupport
import Foundation
import XCTest

/// An archive flow writes, read by another program: Python's zipfile lists the entries in
/// order and finds every CRC right.
final class ZipWriterTests: FolderTestCase {
    func testPythonReadsWhatWeWrite() throws {
        let python = "/usr/bin/python3"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: python), "no python3 here")
        let a = try write(String(repeating: "a line that compresses\n", count: 5000), "a.txt")
        let b = try write("", "empty.txt")
        let archive = path("x.zip")
        try ZipWriter.write(archive: archive, files: [("export/a.txt", a), ("empty.txt", b)])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c",
            "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip()); "
                + "print(','.join(i.filename + ':' + str(i.file_size) for i in z.infolist()))",
            archive,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // testzip() is None when every CRC matches; 23 bytes × 5000 lines.
        XCTAssertEqual(out, "None\nexport/a.txt:115000,empty.txt:0\n")
    }
}
