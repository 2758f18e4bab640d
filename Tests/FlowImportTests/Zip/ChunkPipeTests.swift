import XCTest

@testable import FlowImport

final class ChunkPipeTests: XCTestCase {
    private struct Stop: Error, Equatable { var side: String }

    /// 200 chunks, each holding its own number in every byte, come out in order, whole, and the
    /// producer fills storage the consumer gave back (after the first few, no buffer is new: a
    /// new one is all zeros, a recycled one still holds an older chunk's number).
    func testChunksArriveInOrderAndStorageIsReused() throws {
        let reused = Counter()
        var seen: [UInt8] = []
        try ChunkPipe<[UInt8]>.stream(
            capacity: 2,
            produce: { pipe in
                for n in 1...200 {
                    var buffer = pipe.spare() ?? [UInt8](repeating: 0, count: 1000)
                    if buffer[0] != 0 { reused.add() }
                    for k in buffer.indices { buffer[k] = UInt8(n % 250 + 1) }
                    guard pipe.put(buffer) else { return }
                }
            },
            consume: { chunk in
                XCTAssertEqual(chunk.count, 1000)
                XCTAssertTrue(chunk.allSatisfy { $0 == chunk[0] })
                seen.append(chunk[0])
            })
        XCTAssertEqual(seen, (1...200).map { UInt8($0 % 250 + 1) })
        // With two chunks waiting and one being consumed, at most four buffers are ever made.
        XCTAssertGreaterThanOrEqual(reused.value, 196)
    }

    /// The producer's error reaches the consumer after the chunks put before it.
    func testTheProducersErrorIsRethrownAfterItsChunks() {
        var seen = 0
        XCTAssertThrowsError(
            try ChunkPipe<[UInt8]>.stream(
                capacity: 2,
                produce: { pipe in
                    for _ in 0..<3 { _ = pipe.put([1, 2, 3]) }
                    throw Stop(side: "producer")
                },
                consume: { _ in seen += 1 })
        ) { error in
            XCTAssertEqual(error as? Stop, Stop(side: "producer"))
        }
        XCTAssertEqual(seen, 3)
    }

    /// The consumer's error stops the producer (its next `put` says so) and is what is thrown.
    func testTheConsumersErrorStopsTheProducer() {
        let refused = Counter()
        XCTAssertThrowsError(
            try ChunkPipe<[UInt8]>.stream(
                capacity: 2,
                produce: { pipe in
                    for _ in 0..<1000 where !pipe.put([0]) {
                        refused.add()
                        return
                    }
                },
                consume: { _ in throw Stop(side: "consumer") })
        ) { error in
            XCTAssertEqual(error as? Stop, Stop(side: "consumer"))
        }
        XCTAssertEqual(refused.value, 1)
    }
}

/// A count shared with the producer's thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
