import FlowFeatures
import FlowInference

/// A ridge fit solved directly (SPEC section 5): the design [1, standardised features,
/// flags] over the training rows, augmented with √λ·I for every column but the intercept,
/// solved for the minimum-norm answer by `dgelsd` with rcond = −1.
public struct RidgeFit: Sendable {
    /// The model's columns (features, then flags).
    public var columns: [DesignColumn]
    /// Which columns were fitted; the others have weight 0.
    public var drops: ColumnDrops
    /// Per column: the training mean and sample SD (flags: 0 and 1, unused).
    public var means: [Double], sds: [Double]
    /// The intercept: ŷ on a usual day with no flag.
    public var intercept: Double
    /// Per column: the coefficient (per SD for features); 0 when dropped.
    public var weights: [Double]
    /// The ridge penalty.
    public var lambda: Double
    /// The rank `dgelsd` found, and the singular values of the system it solved.
    public var rank: Int, singularValues: [Double]
    /// The design over the training rows (intercept and fitted columns), for standard errors.
    public var design: ColumnMajorMatrix
    /// The training labels and the fit's values for them.
    public var labels: [Double], fitted: [Double]

    /// Fitted columns, intercept included.
    public var fittedColumnCount: Int { 1 + drops.kept.filter { $0 }.count }

    /// The prediction for a feature row.
    public func predict(_ row: FeatureRow) -> Double {
        var y = intercept
        for (c, column) in columns.enumerated() where drops.kept[c] {
            let x = column.value(row)
            y += weights[c] * (column.isFeature ? (x - means[c]) / sds[c] : x)
        }
        return y
    }

    /// Fits the days' labels with the given features and penalty.
    public static func fit<Days: Collection>(_ days: Days, features: [Feature], lambda: Double) throws -> RidgeFit
    where Days.Element == LabelledDay {
        let columns = DesignColumn.columns(features: features)
        let n = days.count
        let raw = columns.map { column in days.map { column.value($0.row) } }
        let drops = ColumnDrops(columns: columns, values: raw)
        var means = [Double](repeating: 0, count: columns.count)
        var sds = [Double](repeating: 1, count: columns.count)
        for (c, column) in columns.enumerated() where column.isFeature && n > 1 {
            let m = raw[c].reduce(0, +) / Double(n)
            means[c] = m
            sds[c] = (raw[c].reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(n - 1)).squareRoot()
        }
        let fittedColumns = columns.indices.filter { drops.kept[$0] }
        let p = 1 + fittedColumns.count
        let augmented = lambda > 0 ? p - 1 : 0
        var a = ColumnMajorMatrix(rows: n + augmented, columns: p)
        var design = ColumnMajorMatrix(rows: n, columns: p)
        for i in 0..<n {
            a[i, 0] = 1
            design[i, 0] = 1
        }
        for (j, c) in fittedColumns.enumerated() {
            for i in 0..<n {
                let x = columns[c].isFeature ? (raw[c][i] - means[c]) / sds[c] : raw[c][i]
                a[i, j + 1] = x
                design[i, j + 1] = x
            }
            if lambda > 0 { a[n + j, j + 1] = lambda.squareRoot() }
        }
        let labels = days.map(\.label)
        let solution: LeastSquaresSolution
        do {
            solution = try LeastSquares.solve(a, labels + [Double](repeating: 0, count: augmented))
        } catch {
            throw TrainingError.solver(error)
        }
        var weights = [Double](repeating: 0, count: columns.count)
        for (j, c) in fittedColumns.enumerated() { weights[c] = solution.coefficients[j + 1] }
        let beta = solution.coefficients
        let fitted = (0..<n).map { i in (0..<p).reduce(0.0) { $0 + design[i, $1] * beta[$1] } }
        return RidgeFit(
            columns: columns, drops: drops, means: means, sds: sds, intercept: beta[0], weights: weights,
            lambda: lambda, rank: solution.rank, singularValues: solution.singularValues, design: design,
            labels: labels, fitted: fitted)
    }
}
