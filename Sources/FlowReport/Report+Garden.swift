import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: garden.
enum GardenSection: PageSection {
    static let id = ReportSection.garden

    static func body(_ input: ReportInput) -> [HTML] {
        let g = input.garden
        var parts: [SVG] = []
        for (k, plant) in g.plants.enumerated() {
            let cx = 60 + Double(k) * 120
            parts.append(
                .element(
                    "line", ["class": "ground", "x1": .number(cx - 40), "x2": .number(cx + 40), "y1": 100, "y2": 100]))
            if plant.kind == .harmonyOrchid {
                if plant.stage > 0 {
                    parts.append(
                        .element("path", ["class": "stem", "d": .text("M\(SVG.number(cx)) 100L\(SVG.number(cx)) 50")]))
                    parts.append(.element("circle", ["class": "bloom orchid", "cx": .number(cx), "cy": 44, "r": 10]))
                }
            } else {
                let height = 8 + 22 * Double(plant.stage)
                parts.append(
                    .element(
                        "path",
                        [
                            "class": "stem",
                            "d": .text("M\(SVG.number(cx)) 100L\(SVG.number(cx)) \(SVG.number(100 - height))"),
                        ]))
                for leaf in 0..<plant.stage {
                    let y = 96 - 20 * Double(leaf) - 10
                    let side = leaf % 2 == 0 ? 1.0 : -1.0
                    parts.append(
                        .element(
                            "ellipse",
                            ["class": "leaf", "cx": .number(cx + side * 9), "cy": .number(y), "rx": 9, "ry": 4]))
                }
                if plant.stage == Plant.established {
                    parts.append(
                        .element(
                            "circle", ["class": "bloom", "cx": .number(cx), "cy": .number(100 - height - 4), "r": 6]))
                }
                if plant.stage == 0 {
                    parts.append(.element("circle", ["class": "seed", "cx": .number(cx), "cy": 98, "r": 3]))
                }
            }
            parts.append(.label(plant.kind.rawValue, x: cx, y: 116, anchor: "middle"))
            let stage =
                plant.kind == .harmonyOrchid ? (plant.stage > 0 ? "in bloom" : "not yet") : "stage \(plant.stage) of 3"
            parts.append(
                .label(
                    stage, x: cx, y: 127, anchor: "middle",
                    data: ["data-plant": .text(plant.kind.rawValue), "data-stage": .text(String(plant.stage))]))
        }
        let svg = SVG.drawing(cssClass: "chart garden", width: 480, height: 130, label: "The garden", parts)
        let newest =
            g.events.last.map {
                "Newest: \($0.day), \($0.plant.rawValue) "
                    + ($0.plant == .harmonyOrchid ? "appeared." : "reached stage \($0.stage).")
            }
            ?? "No plant has grown yet: a plant grows after 5 good days in a row."
        return [.svg(svg), .p(nil, .text(newest))]
    }
}
