import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// The report's section: garden.
extension Report {
    static func garden(_ input: ReportInput) -> HTML {
        let g = input.garden
        var svg = "<svg class=\"chart garden\" viewBox=\"0 0 480 130\" role=\"img\" aria-label=\"The garden\">"
        for (k, plant) in g.plants.enumerated() {
            let cx = 60 + Double(k) * 120
            svg += "<line class=\"ground\" x1=\"\(cx - 40)\" x2=\"\(cx + 40)\" y1=\"100\" y2=\"100\"/>"
            if plant.kind == .harmonyOrchid {
                if plant.stage > 0 {
                    svg +=
                        "<path class=\"stem\" d=\"M\(cx) 100L\(cx) 50\"/><circle class=\"bloom orchid\" cx=\"\(cx)\" cy=\"44\" r=\"10\"/>"
                }
            } else {
                let height = 8 + 22 * Double(plant.stage)
                svg += "<path class=\"stem\" d=\"M\(cx) 100L\(cx) \(100 - height)\"/>"
                for leaf in 0..<plant.stage {
                    let y = 96 - 20 * Double(leaf) - 10
                    let side = leaf % 2 == 0 ? 1.0 : -1.0
                    svg += "<ellipse class=\"leaf\" cx=\"\(cx + side * 9)\" cy=\"\(y)\" rx=\"9\" ry=\"4\"/>"
                }
                if plant.stage == Plant.established {
                    svg += "<circle class=\"bloom\" cx=\"\(cx)\" cy=\"\(100 - height - 4)\" r=\"6\"/>"
                }
                if plant.stage == 0 { svg += "<circle class=\"seed\" cx=\"\(cx)\" cy=\"98\" r=\"3\"/>" }
            }
            svg += "<text class=\"axis\" x=\"\(cx)\" y=\"116\" text-anchor=\"middle\">\(plant.kind.rawValue)</text>"
            svg +=
                "<text class=\"axis\" x=\"\(cx)\" y=\"127\" text-anchor=\"middle\" data-plant=\"\(plant.kind.rawValue)\" data-stage=\"\(plant.stage)\">"
                + (plant.kind == .harmonyOrchid
                    ? (plant.stage > 0 ? "in bloom" : "not yet") : "stage \(plant.stage) of 3") + "</text>"
        }
        svg += "</svg>"
        let newest =
            g.events.last.map {
                "Newest: \($0.day), \($0.plant.rawValue) "
                    + ($0.plant == .harmonyOrchid ? "appeared." : "reached stage \($0.stage).")
            }
            ?? "No plant has grown yet: a plant grows after 5 good days in a row."
        return section(.garden, .drawing(svg), .p(nil, .text(newest)))
    }
}
