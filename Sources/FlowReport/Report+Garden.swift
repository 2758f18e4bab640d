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
        let newest =
            g.events.last.map {
                "Newest: \($0.day), \($0.plant.rawValue) "
                    + ($0.plant == .harmonyOrchid ? "appeared." : "reached stage \($0.stage).")
            }
            ?? "No plant has grown yet: a plant grows after 5 good days in a row."
        return [
            Report.chart { width, cssClass in drawing(g, columns: width < Report.chartWidth ? 2 : 4, cssClass: cssClass)
            },
            .p(nil, .text(newest)),
        ]
    }

    /// The plants in `columns` columns (4 in a row on a desk, 2 × 2 on a phone), 150 units each.
    static func drawing(_ g: Garden, columns: Int, cssClass: String) -> SVG {
        let cellWidth = 150.0
        let cellHeight = 150.0
        var parts: [SVG] = []
        for (k, plant) in g.plants.enumerated() {
            let cx = cellWidth * (Double(k % columns) + 0.5)
            let ground = cellHeight * Double(k / columns) + 110
            parts += self.plant(plant, cx: cx, ground: ground)
        }
        let rows = (g.plants.count + columns - 1) / columns
        return SVG.drawing(
            cssClass: cssClass + " garden", width: cellWidth * Double(columns), height: cellHeight * Double(rows),
            label: "The garden", parts)
    }

    /// One plant standing on the ground at `ground`, centred at `cx`, with its name and stage.
    static func plant(_ plant: Plant, cx: Double, ground: Double) -> [SVG] {
        var parts: [SVG] = [
            .element(
                "line",
                [
                    "class": "ground", "x1": .number(cx - 45), "x2": .number(cx + 45), "y1": .number(ground),
                    "y2": .number(ground),
                ])
        ]
        func stem(to top: Double) -> SVG {
            .element(
                "path",
                [
                    "class": "stem",
                    "d": .text("M\(SVG.number(cx)) \(SVG.number(ground))L\(SVG.number(cx)) \(SVG.number(top))"),
                ])
        }
        if plant.kind == .harmonyOrchid {
            if plant.stage > 0 {
                parts.append(stem(to: ground - 50))
                parts.append(
                    .element(
                        "circle", ["class": "bloom orchid", "cx": .number(cx), "cy": .number(ground - 56), "r": 10]))
            }
        } else {
            let height = 8 + 22 * Double(plant.stage)
            parts.append(stem(to: ground - height))
            for leaf in 0..<plant.stage {
                let y = ground - 4 - 20 * Double(leaf) - 10
                let side = leaf % 2 == 0 ? 1.0 : -1.0
                parts.append(
                    .element(
                        "ellipse", ["class": "leaf", "cx": .number(cx + side * 9), "cy": .number(y), "rx": 9, "ry": 4]))
            }
            if plant.stage == Plant.established {
                parts.append(
                    .element(
                        "circle", ["class": "bloom", "cx": .number(cx), "cy": .number(ground - height - 4), "r": 6]))
            }
            if plant.stage == 0 {
                parts.append(
                    .element("circle", ["class": "seed", "cx": .number(cx), "cy": .number(ground - 2), "r": 3]))
            }
        }
        parts.append(.label(plant.kind.rawValue, x: cx, y: ground + 16, anchor: "middle"))
        let stage =
            plant.kind == .harmonyOrchid ? (plant.stage > 0 ? "in bloom" : "not yet") : "stage \(plant.stage) of 3"
        parts.append(
            .label(
                stage, x: cx, y: ground + 31, anchor: "middle",
                data: ["data-plant": .text(plant.kind.rawValue), "data-stage": .text(String(plant.stage))]))
        return parts
    }
}
