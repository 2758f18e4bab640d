import FlowFeatures
import FlowGarden
import FlowInference
import FlowRecords
import FlowScores
import FlowTrends
import FlowVitals

/// One section of the page: which it is (its heading and caption) and what it shows. A new
/// section is a type of its own in a file `Report+<Section>.swift` and a case of
/// `ReportSection` whose `page` names it.
protocol PageSection: Sendable {
    /// Which section it is.
    static var id: ReportSection { get }
    /// What it shows under its heading, from the page's input.
    static func body(_ input: ReportInput) -> [HTML]
    /// Whether the page has the section at all (most always do).
    static func isShown(_ input: ReportInput) -> Bool
}

extension PageSection {
    static func isShown(_ input: ReportInput) -> Bool { true }
}

/// The one-page HTML report: every section drawn from `ReportInput`, with inline CSS and SVG,
/// nothing loaded from anywhere (its Content-Security-Policy says so).
public enum Report {
    /// The width of a chart drawn for a desk, in SVG units: more days than this are thinned to
    /// one point per column.
    public static let chartWidth = 720.0
    /// The width of the same chart drawn for a phone: at 390 CSS px its text is full size.
    public static let phoneWidth = 340.0

    /// A chart drawn twice, for a desk and for a phone (`draw` gets the width and the classes);
    /// the page's CSS shows the one that fits, so text never shrinks below its size.
    static func chart(_ draw: (_ width: Double, _ cssClass: String) -> SVG) -> HTML {
        .element(
            "div", ["class": "figure"], [.svg(draw(chartWidth, "chart wide")), .svg(draw(phoneWidth, "chart narrow"))])
    }

    /// The page.
    public static func html(_ input: ReportInput) -> String {
        let sections = Report.sections.filter { $0.isShown(input) }.map { section($0.id, $0.body(input)) }
        return Page.document(
            title: "flow report: \(input.range.lowerBound) to \(input.range.upperBound)",
            subtitle: .text(
                "\(input.historyName) · \(input.range.lowerBound) to \(input.range.upperBound) · "
                    + "scored with \(input.modelName) · flow \(input.toolVersion)"),
            note: input.rangeNote, sections: sections)
    }

    /// The sections, in the order `ReportSection` declares them.
    static var sections: [any PageSection.Type] { ReportSection.allCases.map(\.page) }

    /// A section from a list of parts.
    static func section(_ s: ReportSection, _ body: [HTML]) -> HTML {
        .element(
            "section", ["id": s.rawValue],
            [.element("h2", [:], .text(s.title)), .p("caption", .text(s.caption))] + body)
            + .text("\n")
    }

    static func inRange(_ input: ReportInput, _ day: CalendarDay) -> Bool { input.range.contains(day) }

    static func d1(_ v: Double) -> String { NumberFormat.decimals(v, 1) }
}

/// The page's sections, declared once in the order the page shows them: each one's anchor,
/// title, caption and the type that draws it. The page and `flow help report` both read
/// this list.
public enum ReportSection: String, CaseIterable, Sendable {
    case today, flow, trends, load, vitals, scores, insights, device, garden, coverage, quality, model

    /// The type that draws the section.
    var page: any PageSection.Type {
        switch self {
        case .today: return TodaySection.self
        case .flow: return FlowSection.self
        case .trends: return TrendsSection.self
        case .load: return LoadSection.self
        case .vitals: return VitalsSection.self
        case .scores: return ScoresSection.self
        case .insights: return InsightsSection.self
        case .device: return DeviceSection.self
        case .garden: return GardenSection.self
        case .coverage: return CoverageSection.self
        case .quality: return QualitySection.self
        case .model: return ModelCardSection.self
        }
    }

    /// The section's heading.
    public var title: String {
        switch self {
        case .today: return "Today"
        case .flow: return "The Flow over the range"
        case .trends: return "Week, month and year"
        case .load: return "Training load"
        case .vitals: return "Vitals against your own range"
        case .scores: return "Reference scores"
        case .insights: return "What your evenings go with"
        case .device: return "Your device beside flow"
        case .garden: return "The garden"
        case .coverage: return "Data coverage"
        case .quality: return "How good is this model for you"
        case .model: return "The model card"
        }
    }

    /// The sentence under the heading: what the section shows.
    public var caption: String {
        switch self {
        case .today:
            return
                "This morning as flow today gives it: the Recovery Flow and its drivers, what stands out, last night, "
                + "tonight and what your own days have shown; then how the Flow is built, from the usual day through "
                + "each measured input's push up or down."
        case .flow:
            return
                "The Flow of each scored morning and its trend; gaps are mornings without a score, never zeros; dots mark mornings resting on estimated inputs."
        case .trends:
            return
                "Where each measure is heading: the week's straight line, the month's trend, the year's weekly means."
        case .load:
            return
                "Banister's training load from your heart rate: fitness and fatigue, and form, their difference; facts, not injury-risk zones."
        case .vitals:
            return
                "Each night's vitals as spreads from your own 28-night median; the green band is your usual range. Facts, not a diagnosis."
        case .scores:
            return
                "Four label-free scores read against your own last 30 days, with their tiers as bands; not your model's Flow."
        case .insights:
            return
                "Your logged evenings beside the next morning: associations in your own days, not causes."
        case .device:
            return
                "Your device's own scores beside flow's, morning by morning; neither is the truth: agreement says how the two relate, not which is right."
        case .garden:
            return
                "Plants that grow only from runs of good nights, active days and good mornings; the same history always gives the same garden."
        case .coverage:
            return
                "One row per measurement, one column per day: filled where it was measured, blank where flow had to estimate."
        case .quality:
            return
                "Whether this model predicts your own labels better than simple baselines, tested only on days it had not seen."
        case .model:
            return "What the model in use is made of: its weights per standard deviation and where it came from."
        }
    }
}
