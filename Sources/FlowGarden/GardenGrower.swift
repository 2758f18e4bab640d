import FlowRecords

/// The garden's rule (SPEC 13), one day at a time: an app can step it as mornings arrive and
/// reveal each event, and the same days always give the same garden.
///
/// Per growing plant, a run counter: a good day adds one, a recorded day that is not good
/// empties it, and a day without a record leaves it, unless the plant's last recorded day
/// is more than 7 days back, which empties it first. When the run reaches the window of the
/// plant's stage (5, 7, then 14) the plant grows that day and the run starts again; an
/// established plant keeps counting but never grows, and nothing ever shrinks. The orchid
/// appears on the first day all three are established.
public struct GardenGrower: Sendable {
    /// The plants in the garden's order, the orchid last.
    public private(set) var plants: [Plant] = PlantKind.allCases.map {
        Plant(kind: $0, stage: 0, run: $0 == .harmonyOrchid ? nil : 0)
    }
    /// Every growth so far, in order.
    public private(set) var events: [GardenEvent] = []
    /// The last day stepped through.
    public private(set) var lastDay: CalendarDay?
    private var lastRecorded: [CalendarDay?] = [nil, nil, nil]

    /// A garden before its first day: every plant at stage 0.
    public init() {}

    /// Days without a record a run survives: more than this many since the last recorded
    /// day, and the run starts again.
    public static let longestGap = 7

    /// Steps through `day` (the day after the last one, or any later day: days in between
    /// count as unrecorded) with each growing plant's mark, and returns that day's events.
    public mutating func step(
        _ day: CalendarDay, marks: (sleep: DayMark, activity: DayMark, recovery: DayMark)
    ) -> [GardenEvent] {
        if let last = lastDay, day.ordinal > last.ordinal + 1 {
            for skipped in (last.ordinal + 1)..<day.ordinal {
                _ = step(CalendarDay(ordinal: skipped), marks: (.unrecorded, .unrecorded, .unrecorded))
            }
        }
        var today: [GardenEvent] = []
        for (i, mark) in [marks.sleep, marks.activity, marks.recovery].enumerated() {
            var plant = plants[i]
            var run = plant.run ?? 0
            switch mark {
            case .good:
                run += 1
                lastRecorded[i] = day
            case .notGood:
                run = 0
                lastRecorded[i] = day
            case .unrecorded:
                if let last = lastRecorded[i], day.ordinal - last.ordinal > GardenGrower.longestGap { run = 0 }
            }
            if let needs = plant.needs, run >= needs {
                plant.stage += 1
                run = 0
                today.append(GardenEvent(day: day, plant: plant.kind, stage: plant.stage))
            }
            plant.run = run
            plants[i] = plant
        }
        let orchid = PlantKind.allCases.count - 1
        if plants[orchid].stage == 0, plants[0..<orchid].allSatisfy({ $0.stage == Plant.established }) {
            plants[orchid].stage = 1
            today.append(GardenEvent(day: day, plant: .harmonyOrchid, stage: 1))
        }
        events += today
        lastDay = day
        return today
    }

    /// The garden as it stands after the last day stepped through.
    public var garden: Garden { Garden(asOf: lastDay, plants: plants, events: events) }
}

/// The garden as of a day: each plant's stage and run, and every event up to that day.
public struct Garden: Equatable, Sendable {
    /// The last day it covers (nil before any day).
    public var asOf: CalendarDay?
    /// The four plants, in the garden's order.
    public var plants: [Plant]
    /// Every growth up to `asOf`, in date order; on one date, in the garden's order.
    public var events: [GardenEvent]

    /// A garden from its parts.
    public init(asOf: CalendarDay?, plants: [Plant], events: [GardenEvent]) {
        (self.asOf, self.plants, self.events) = (asOf, plants, events)
    }
}
