import XCTest

@testable import FlowRecords

final class DuplicateFilterTests: XCTestCase {
    /// Records kept in a plain array, found by their position.
    private struct Store {
        var records: [(time: Double, tag: Int)] = []
    }

    private func insert(_ r: (time: Double, tag: Int), into store: inout Store, _ filter: inout DuplicateFilter) -> Bool
    {
        let fingerprint = UInt64(bitPattern: Int64(r.tag)) &* 0x9E37_79B9_7F4A_7C15 ^ r.time.bitPattern
        guard
            filter.insert(
                fingerprint: fingerprint, time: r.time, handle: store.records.count, in: store,
                startTime: { $0.records[$1].time },
                isSame: { $0.records[$1] == r })
        else { return false }
        store.records.append(r)
        return true
    }

    /// A dense stream (four records a second, two tags) with every record given twice, in a
    /// filter that starts at 16 slots and grows ten times: each repeat is found.
    func testEveryRepeatInADenseStreamIsFoundWhileTheTableGrows() {
        var store = Store()
        var filter = DuplicateFilter(capacity: 1)
        var refused = 0
        for k in 0..<4000 {
            for tag in [1, 2] {
                let r = (time: Double(k) * 0.25, tag: tag)
                XCTAssertTrue(insert(r, into: &store, &filter))
                if !insert(r, into: &store, &filter) { refused += 1 }
            }
        }
        XCTAssertEqual(store.records.count, 8000)
        XCTAssertEqual(refused, 8000)
    }

    /// 5,000 distinct records at one instant, each given twice: past the 32 slots near the
    /// time-based home the probe goes on from a hashed home, and every repeat is still found.
    func testRecordsAtOneInstantOverflowIntoHashedSlotsAndAreAllFound() {
        var store = Store()
        var filter = DuplicateFilter()
        var kept = 0
        var refused = 0
        for k in 0..<5000 {
            let r = (time: 1_000_000.0, tag: k)
            if insert(r, into: &store, &filter) { kept += 1 }
            if !insert(r, into: &store, &filter) { refused += 1 }
        }
        XCTAssertEqual(kept, 5000)
        XCTAssertEqual(refused, 5000)
    }

    /// Two records whose fingerprints are equal but which differ are both kept: a shared
    /// fingerprint is only a hint, the records decide.
    func testAFingerprintCollisionNeverDropsARecord() {
        var store = Store()
        var filter = DuplicateFilter()
        for tag in [7, 8] {
            XCTAssertTrue(
                filter.insert(
                    fingerprint: 42, time: 5, handle: store.records.count, in: store,
                    startTime: { $0.records[$1].time }, isSame: { $0.records[$1] == (5, tag) }))
            store.records.append((5, tag))
        }
        XCTAssertEqual(store.records.count, 2)
    }
}
