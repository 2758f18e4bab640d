import Foundation

/// Hands chunks (of bytes, with what the producer learnt about them) from a producer thread to
/// a consumer, a few at a time, so that getting the bytes (inflating a zip, or copying a file
/// out of the page cache) on one core and scanning them on the other overlap. Consumed chunks
/// go back to the producer to be filled again, so a stream of any length uses a few buffers.
final class ChunkPipe<Chunk>: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [Chunk] = []
    private var spares: [Chunk] = []
    private var closed = false
    private var cancelled = false
    private var failure: Error?
    private let capacity: Int

    init(capacity: Int = 4) { self.capacity = capacity }

    /// Runs `produce` on a second thread and hands each chunk it puts to `consume` on this one,
    /// in order; returns when both are done. An error on either side stops the other and is
    /// rethrown (the consumer's first).
    static func stream(
        capacity: Int, produce: @escaping @Sendable (ChunkPipe) throws -> Void, consume: (Chunk) throws -> Void
    ) throws {
        let pipe = ChunkPipe(capacity: capacity)
        let finished = DispatchSemaphore(value: 0)
        let producer = Thread {
            do {
                try produce(pipe)
                pipe.close()
            } catch {
                pipe.close(error: error)
            }
            finished.signal()
        }
        producer.start()
        defer { finished.wait() }
        do {
            while let chunk = try pipe.take() {
                try consume(chunk)
                pipe.recycle(chunk)
            }
        } catch {
            pipe.cancel()
            throw error
        }
    }

    /// Producer: whether the consumer has gone (after an error of its own).
    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// Producer: how many chunks wait for the consumer (0: it is, or soon will be, waiting).
    var waiting: Int { condition.withLock { queue.count } }

    /// Producer: a chunk already consumed, to be filled again (nil while none has come back).
    func spare() -> Chunk? {
        condition.lock()
        defer { condition.unlock() }
        return spares.popLast()
    }

    /// Producer: adds a chunk, waiting while the pipe is full; false once the consumer has gone.
    func put(_ chunk: Chunk) -> Bool {
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
    func take() throws -> Chunk? {
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

    /// Consumer: gives a consumed chunk's storage back for the producer to fill again. At most
    /// `capacity` + 2 buffers ever exist (waiting, being consumed, being filled), so none is
    /// dropped here and none is made after the first few.
    func recycle(_ chunk: Chunk) {
        condition.lock()
        if spares.count < capacity + 2 { spares.append(chunk) }
        condition.unlock()
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
