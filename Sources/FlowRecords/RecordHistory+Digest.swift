extension RecordHistory {
    /// A digest of every record (kind, instants, offsets, value and source name), the same
    /// whatever order the records came in: two histories with one digest hold the same records,
    /// so an export read again with nothing new is known without merging its records one by one.
    /// - Complexity: O(records).
    public var digest: String {
        var sum: UInt64 = 0
        var mixed: UInt64 = 0
        var count: UInt64 = 0
        let names = sources.map { name -> UInt64 in
            name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        func see(_ kind: Int, _ start: Timestamp, _ end: Timestamp, _ value: Double, _ source: Int) {
            var h = Measurement.mix(start, end, value, 0) ^ (UInt64(kind) &* 0x9E37_79B9_7F4A_7C15)
            h ^= source < names.count ? names[source] : 0
            h = (h ^ (h >> 31)) &* 0xD6E8_FEB8_6659_FD93
            sum &+= h
            mixed &+= (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
            count &+= 1
        }
        for r in sleep { see(0, r.start, r.end, Double(SleepStage.allCases.firstIndex(of: r.stage) ?? 0), r.source) }
        for r in sleepTotals {
            see(1, r.start, r.end, r.minutes * 8 + Double(SleepStage.allCases.firstIndex(of: r.stage) ?? 0), r.source)
        }
        for r in heartRate { see(2, r.start, r.end, r.value, r.source) }
        for (k, list) in measurementLists.enumerated() {
            for r in list { see(3 + k, r.start, r.end, r.value, r.source) }
        }
        func hex(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return hex(sum) + hex(mixed) + hex(count)
    }
}
