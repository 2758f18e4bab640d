import Foundation

/// Hands chunks of bytes from a producer thread to a consumer, a few at a time, so that
/// inflating a zip (one core) and scanning its XML (the other) overlap.
final class ChunkPipe: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [[UInt8]] = []
    private var closed = false
    private var cancelled = false
    private var failure: Error?
    private let capacity: Int

    init(capacity: Int = 4) { self.capacity = capacity }

    /// Producer: adds a chunk, waiting while the pipe is full; false once the consumer has gone.
    func put(_ chunk: [UInt8]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= capacity && !cancelled { condition.wait() }
        if cancelled { return false }
        queue.append(chunk)
        condition.broadcast()
        return true
    }

    /// Producer: no more chunks (with the error that stopped it, if any).
    func close(error: Error? = nil) {
        condition.lock()
        failure = error
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Consumer: the next chunk, or nil at the end; rethrows the producer's error.
    func take() throws -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !closed { condition.wait() }
        if !queue.isEmpty {
            let chunk = queue.removeFirst()
            condition.broadcast()
            return chunk
        }
        if let failure { throw failure }
        return nil
    }

    /// Consumer: stop the producer (after an error of its own).
    func cancel() {
        condition.lock()
        cancelled = true
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
