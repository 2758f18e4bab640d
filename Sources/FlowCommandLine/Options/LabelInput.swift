import FlowFeatures
import FlowInference
import FlowRecords
import FlowTraining

/// How the command line tells which labels a fit used.
enum LabelInput {
    /// One line saying which labels were used and which were skipped, and why.
    static func line(_ l: LabelledDays) -> String {
        var skipped: [String] = []
        if l.blank > 0 { skipped.append("\(l.blank) blank") }
        if l.outsideScale > 0 { skipped.append("\(l.outsideScale) outside the scale") }
        if l.replacedDuplicates > 0 {
            skipped.append("\(l.replacedDuplicates) earlier reports of a day reported again")
        }
        if l.withoutUsableRow > 0 {
            skipped.append(
                "\(l.withoutUsableRow) on dates without a scorable row (outside the history, or no night measured)")
        }
        let t = l.target
        return "labels: \(t.name) \(num(t.lo)):\(num(t.hi)) \(t.direction.rawValue), \(l.days.count) usable days"
            + (skipped.isEmpty ? "" : "; skipped \(skipped.joined(separator: ", "))") + "\n"
    }
}

/// A number in its shortest form (`3`, `0.3`).
func num(_ v: Double) -> String { NumberFormat.shortest(v) }
