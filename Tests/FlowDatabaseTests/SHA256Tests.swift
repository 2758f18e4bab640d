import FlowDatabase
import XCTest

/// The digests of FIPS 180-4's examples (published with the standard), fed whole and in pieces.
final class SHA256Tests: XCTestCase {
    private func digest(_ text: String) -> String {
        var sha = SHA256()
        sha.update(Array(text.utf8))
        return sha.hex()
    }

    func testPublishedVectors() {
        XCTAssertEqual(digest(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(digest("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testAMillionAsFedInUnevenPieces() {
        // One million 'a' (FIPS 180-4's long example), in pieces of 1, 63, 64 and 1000 bytes.
        var sha = SHA256()
        var left = 1_000_000
        var sizes = [1, 63, 64, 1000].makeIterator()
        while left > 0 {
            let size = min(left, sizes.next() ?? 1000)
            sha.update([UInt8](repeating: 97, count: size))
            left -= size
        }
        XCTAssertEqual(sha.hex(), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testTheDigestCanBeReadMidway() {
        var sha = SHA256()
        sha.update(Array("ab".utf8))
        _ = sha.hex()  // reading it does not finish it
        sha.update(Array("c".utf8))
        XCTAssertEqual(sha.hex(), digest("abc"))
    }
}
