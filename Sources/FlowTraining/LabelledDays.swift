import FlowFeatures
import FlowInference
import FlowRecords

/// A usable labelled day: a scorable row (SPEC 10.3) and its label on the scale.
public struct LabelledDay: Equatable, Sendable {
    /// The feature row of the day.
    public var row: FeatureRow
    /// The label dated that day.
    public var label: Double

    /// A labelled day.
    public init(row: FeatureRow, label: Double) {
        (self.row, self.label) = (row, label)
    }
}

/// The days a model can learn from, in date order, and the labels that could not be used
/// (counted by reason, as SPEC section 5 asks).
public struct LabelledDays: Sendable {
    /// Usable labelled days, in date order.
    public var days: [LabelledDay]
    /// The target the labels were read for.
    public var target = TargetScale()
    /// Labels outside the target's scale.
    public var outsideScale = 0
    /// Labels on dates without a usable row (outside the history, a no-data day, or a day
    /// without a night measurement).
    public var withoutUsableRow = 0
    /// Dates with a blank label.
    public var blank = 0
    /// Reports replaced by a later one of the same day (PMSys).
    public var replacedDuplicates = 0
    /// The HRV measure of the table the days come from; a model fitted to them needs it.
    public var hrv = HRVMeasure.sdnn

    /// Days from rows and their labels (tests and in-memory use).
    public init(days: [LabelledDay]) { self.days = days }

    /// Joins a feature table with one labels column: only scorable rows are used, and more
    /// than 20 % of the labels outside the scale is an error that says what scale they are on.
    public init(table: FeatureTable, labels: LabelTable, target: TargetScale, file: String = "labels") throws {
        guard let k = labels.targets.firstIndex(of: target.name) else {
            throw TrainingError.noSuchTarget(file: file, target: target.name, available: labels.targets)
        }
        let given = labels.rows.compactMap { $0.values[k] }
        let off = given.filter { !target.contains($0) }.count
        if off * 5 > given.count, let lo = given.min(), let hi = given.max() {
            throw TrainingError.labelsOffScale(
                file: file, target: target.name, outside: off, total: given.count, lowest: lo,
                highest: hi, scale: "\(NumberFormat.shortest(target.lo)):\(NumberFormat.shortest(target.hi))")
        }
        var byDay: [CalendarDay: FeatureRow] = [:]
        for row in table.rows where row.isScorable { byDay[row.day] = row }
        var days: [LabelledDay] = []
        self.init(days: [])
        self.target = target
        hrv = table.hrv
        for entry in labels.rows {
            guard let y = entry.values[k] else {
                blank += 1
                continue
            }
            guard target.contains(y) else {
                outsideScale += 1
                continue
            }
            guard let row = byDay[entry.day] else {
                withoutUsableRow += 1
                continue
            }
            days.append(LabelledDay(row: row, label: y))
        }
        self.days = days.sorted { $0.row.day < $1.row.day }
    }
}
