import FlowRecords

/// The four plants of the garden.
public enum PlantKind: String, CaseIterable, Sendable {
    case lunaFern = "Luna Fern"
    case strideBloom = "Stride Bloom"
    case calmWillow = "Calm Willow"
    /// Appears, once, on the first day the other three are all established.
    case harmonyOrchid = "Harmony Orchid"

    /// The pillar the plant grows from (none for the orchid).
    public var pillar: Pillar? {
        switch self {
        case .lunaFern: return .sleep
        case .strideBloom: return .activity
        case .calmWillow: return .recovery
        case .harmonyOrchid: return nil
        }
    }

    /// The three plants that grow from good days, in the garden's order.
    public static let growing: [PlantKind] = [.lunaFern, .strideBloom, .calmWillow]
}

/// A plant as of a day: its stage, and for the three growing ones the run of good days
/// and the run its stage needs to grow.
public struct Plant: Equatable, Sendable {
    /// Which plant.
    public var kind: PlantKind
    /// 0 to 3 for a growing plant (3: established); 0 or 1 for the orchid.
    public var stage: Int
    /// Good days in a row counted towards the next stage (nil for the orchid).
    public var run: Int?
    /// The run the next stage needs: 5, 7 or 14; nil once established, and for the orchid.
    public var needs: Int? { kind == .harmonyOrchid || stage >= Plant.windows.count ? nil : Plant.windows[stage] }

    /// The runs that grow a plant from stage 0 to 1, 1 to 2 and 2 to 3.
    public static let windows = [5, 7, 14]
    /// The established stage.
    public static let established = 3
}

/// A plant growing a stage on a day: what an app reveals, one at a time.
public struct GardenEvent: Equatable, Sendable {
    /// The day it grew.
    public var day: CalendarDay
    /// The plant.
    public var plant: PlantKind
    /// The stage it reached.
    public var stage: Int

    /// An event from its parts.
    public init(day: CalendarDay, plant: PlantKind, stage: Int) {
        (self.day, self.plant, self.stage) = (day, plant, stage)
    }
}
