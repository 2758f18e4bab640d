import FlowGarden
import FlowRecords

/// `flow garden`'s outputs: a line per plant and the newest event, or SPEC 13's object.
enum GardenText {
    /// What one good day is called for each plant.
    static func unit(_ kind: PlantKind) -> String {
        switch kind {
        case .lunaFern: return "nights"
        case .strideBloom: return "days"
        default: return "mornings"
        }
    }

    /// "Luna Fern (sleep): stage 2 of 3, 4 of 14 good nights in a row", for each plant, then
    /// the newest event. `unscored` says why Calm Willow has nothing to grow from, when it has not.
    static func text(_ garden: Garden, unscored: String?) -> String {
        var out = "Garden as of \(garden.asOf.map(\.description) ?? "-")\n"
        for plant in garden.plants {
            let name = plant.kind.rawValue
            guard let pillar = plant.kind.pillar, let run = plant.run else {
                out +=
                    plant.stage > 0
                    ? "  \(name): in bloom since \(garden.events.last { $0.plant == plant.kind }?.day.description ?? "?")\n"
                    : "  \(name): appears when the other three are established\n"
                continue
            }
            out += "  \(name) (\(pillar.rawValue)): "
            if let needs = plant.needs {
                out +=
                    "stage \(plant.stage) of \(Plant.established), \(run) of \(needs) good \(unit(plant.kind)) in a row"
            } else {
                out += "established, \(run) good \(unit(plant.kind)) in a row"
            }
            if plant.kind == .calmWillow, let unscored { out += " (\(unscored))" }
            out += "\n"
        }
        if let newest = garden.events.last {
            let what =
                newest.plant == .harmonyOrchid
                ? "appeared"
                : newest.stage == Plant.established ? "reached stage 3 (established)" : "reached stage \(newest.stage)"
            out += "newest: \(newest.day), \(newest.plant.rawValue) \(what)\n"
        } else {
            out += "no plant has grown yet: a plant grows after 5 good days in a row\n"
        }
        return out
    }

    /// The garden as SPEC 13's object.
    static func json(_ garden: Garden) -> JSONValue {
        func optional(_ v: Int?) -> JSONValue { v.map { .number(Double($0)) } ?? .null }
        return .object([
            ("as_of", garden.asOf.map { .string($0.description) } ?? .null),
            (
                "plants",
                .array(
                    garden.plants.map {
                        .object([
                            ("name", .string($0.kind.rawValue)),
                            ("pillar", $0.kind.pillar.map { .string($0.rawValue) } ?? .null),
                            ("stage", .number(Double($0.stage))), ("run", optional($0.run)),
                            ("needs", optional($0.needs)),
                        ])
                    })
            ),
            (
                "events",
                .array(
                    garden.events.map {
                        .object([
                            ("date", .string($0.day.description)), ("plant", .string($0.plant.rawValue)),
                            ("stage", .number(Double($0.stage))),
                        ])
                    })
            ),
        ])
    }
}
