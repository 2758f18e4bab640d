/// Finds exact duplicates among millions of records with an open-addressing table of
/// 32-bit fingerprints; a fingerprint match is confirmed by comparing the records
/// themselves, so a collision never drops a record.
///
/// A record's home slot comes from its start time (four slots a second by default), not from
/// a hash: histories arrive roughly in time order, so lookups walk memory with a steady
/// stride the prefetcher follows instead of missing the cache on every record. Four slots a
/// second keep even a 1 Hz heart-rate stream at a quarter of the slots its seconds cover,
/// so probe runs stay short; records a minute apart take fewer (an import's: one per 15 s). When the 32 slots from the time-based home are all taken (many
/// distinct records at one instant), probing goes on from a home hashed from the fingerprint,
/// so no run of records at one time can make lookups quadratic.
package struct DuplicateFilter: Sendable {
    private struct Entry: Sendable {
        var fingerprint: UInt32
        var handle: UInt32  // the caller's handle + 1; 0 = empty slot
    }

    private var table: [Entry]
    private var count = 0
    private var mask: Int
    /// Home slots a second of time.
    private let slotsPerSecond: Double

    /// A filter sized for about `capacity` records (it grows when needed), with
    /// `slotsPerSecond` home slots a second: 4 for a stream of a record a second, fewer for
    /// records a minute apart, so that consecutive ones share cache lines rather than each
    /// landing on a page of its own.
    package init(capacity: Int = 1 << 12, slotsPerSecond: Double = 4) {
        var size = 1 << 4
        while size < capacity * 2 { size <<= 1 }
        table = [Entry](repeating: Entry(fingerprint: 0, handle: 0), count: size)
        mask = size - 1
        self.slotsPerSecond = slotsPerSecond
    }

    private func home(_ time: Double) -> Int {
        Int(truncatingIfNeeded: Int64((time * slotsPerSecond).rounded(.down)))
    }

    /// Slots probed from the time-based home before the hashed one takes over.
    private static let nearSlots = 32

    private static func hashedHome(_ print: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(print) &* 0x9E37_79B9_7F4A_7C15) >> 17)
    }

    /// The slot after `slot` in the probe sequence of a record with home `home`, `step` slots in.
    @inline(__always)
    private func next(_ slot: Int, step: Int, print: UInt32) -> Int {
        step == DuplicateFilter.nearSlots ? DuplicateFilter.hashedHome(print) & mask : (slot + 1) & mask
    }

    /// Remembers `handle` unless an identical record is already held: `isSame(store, earlier)`
    /// compares the new record with an earlier one by its handle, and `startTime(store, handle)`
    /// gives a held record's start instant when the table grows. Returns false for a duplicate.
    package mutating func insert<Store>(
        fingerprint: UInt64, time: Double, handle: Int, in store: Store,
        startTime: (Store, Int) -> Double, isSame: (Store, Int) -> Bool
    ) -> Bool {
        if (count + 1) * 2 > table.count { grow(store, startTime) }
        let print = UInt32(truncatingIfNeeded: fingerprint ^ (fingerprint >> 32))
        var slot = home(time) & mask
        var step = 0
        while table[slot].handle != 0 {
            if table[slot].fingerprint == print, isSame(store, Int(table[slot].handle) - 1) { return false }
            step += 1
            slot = next(slot, step: step, print: print)
        }
        table[slot] = Entry(fingerprint: print, handle: UInt32(handle + 1))
        count += 1
        return true
    }

    private mutating func grow<Store>(_ store: Store, _ startTime: (Store, Int) -> Double) {
        let old = table
        table = [Entry](repeating: Entry(fingerprint: 0, handle: 0), count: old.count * 2)
        mask = table.count - 1
        for e in old where e.handle != 0 {
            var slot = home(startTime(store, Int(e.handle) - 1)) & mask
            var step = 0
            while table[slot].handle != 0 {
                step += 1
                slot = next(slot, step: step, print: e.fingerprint)
            }
            table[slot] = e
        }
    }
}

extension Measurement {
    /// A 64-bit fingerprint of a record's fields, for duplicate detection.
    package static func mix(_ start: Timestamp, _ end: Timestamp, _ value: Double, _ source: Int) -> UInt64 {
        var h = start.instant.bitPattern &* 0x9E37_79B9_7F4A_7C15
        h ^= (end.instant.bitPattern &+ UInt64(UInt32(bitPattern: start.offsetSeconds))) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= (value.bitPattern &+ UInt64(UInt32(bitPattern: end.offsetSeconds)) << 20) &* 0x1656_67B1_9E37_79F9
        return h ^ UInt64(truncatingIfNeeded: source) &* 0x27D4_EB2F_1656_67C5
    }
}
