import FlowApp
import XCTest

@testable import FlowCommandLine

/// `--shard I/N` read as two whole numbers with 1 ≤ I ≤ N; anything else a usage error.
final class ShardOptionTests: XCTestCase {
    private func shard(_ words: [String]) throws -> (index: Int, count: Int)? {
        try Arguments(words, valued: ["--shard"], flags: []).shard()
    }

    func testAShardOrNone() throws {
        XCTAssertNil(try shard([]))
        let s = try XCTUnwrap(try shard(["--shard", "3/8"]))
        XCTAssertEqual(s.index, 3)
        XCTAssertEqual(s.count, 8)
        XCTAssertEqual(try shard(["--shard=1/1"])?.count, 1)
    }

    func testRefusals() {
        for text in ["0/8", "9/8", "3", "3/", "/8", "3/8/1", "a/b", "-1/2", "1/0"] {
            XCTAssertThrowsError(try shard(["--shard", text]), text) {
                XCTAssertEqual(
                    $0 as? CommandError,
                    .usage("--shard takes I/N with 1 ≤ I ≤ N, such as 2/8, not '\(text)'"), text)
            }
        }
    }
}
