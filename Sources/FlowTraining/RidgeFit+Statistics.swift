import FlowInference

/// How well predictions match labels.
public struct FitMetrics: Equatable, Sendable {
    /// Days compared.
    public var n: Int
    /// 1 − SSE/SST (nil when the labels do not vary).
    public var r2: Double?
    /// Root mean squared error and mean absolute error.
    public var rmse: Double, mae: Double

    /// Metrics of predictions against labels.
    public init(labels: [Double], predictions: [Double]) {
        n = labels.count
        let mean = labels.reduce(0, +) / Double(max(1, n))
        var sse = 0.0
        var sst = 0.0
        var sae = 0.0
        for (y, p) in zip(labels, predictions) {
            sse += (y - p) * (y - p)
            sst += (y - mean) * (y - mean)
            sae += abs(y - p)
        }
        r2 = sst > 0 ? 1 - sse / sst : nil
        rmse = (sse / Double(max(1, n))).squareRoot()
        mae = sae / Double(max(1, n))
    }
}

/// One coefficient with, for λ = 0, its standard error and t value.
public struct Coefficient: Equatable, Sendable {
    /// `intercept`, a feature or a flag.
    public var name: String
    /// The coefficient.
    public var weight: Double
    /// sqrt(σ² · diag(pinv(XᵀX))) at the rank `dgelsd` reported; nil when λ > 0.
    public var se: Double?
    /// weight / se; nil when λ > 0 or se is 0.
    public var t: Double?
}

extension RidgeFit {
    /// In-sample metrics of the fit.
    public var metrics: FitMetrics { FitMetrics(labels: labels, predictions: fitted) }

    /// Adjusted R² with p = fitted columns other than the intercept.
    public var adjustedR2: Double? {
        guard let r2 = metrics.r2 else { return nil }
        let n = Double(labels.count)
        let p = Double(fittedColumnCount - 1)
        guard n - p - 1 > 0 else { return nil }
        return 1 - (1 - r2) * (n - 1) / (n - p - 1)
    }

    /// The condition number of the system `dgelsd` solved: largest over smallest singular
    /// value (nil when the smallest is 0).
    public var conditionNumber: Double? {
        guard let largest = singularValues.first, let smallest = singularValues.last, smallest > 0 else { return nil }
        return largest / smallest
    }

    /// The intercept and every fitted column's coefficient; standard errors and t values
    /// for λ = 0 (σ² = SSE / (n − rank)).
    public func coefficients() throws -> [Coefficient] {
        var names = ["intercept"]
        var values = [intercept]
        for (c, column) in columns.enumerated() where drops.kept[c] {
            names.append(column.name)
            values.append(weights[c])
        }
        guard lambda == 0, labels.count > rank else {
            return zip(names, values).map { Coefficient(name: $0, weight: $1, se: nil, t: nil) }
        }
        let sse = zip(labels, fitted).reduce(0.0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
        let sigma2 = sse / Double(labels.count - rank)
        let svd: (vt: ColumnMajorMatrix, singularValues: [Double])
        do { svd = try LeastSquares.rightSingularVectors(design) } catch { throw TrainingError.solver(error) }
        let p = design.columns
        return (0..<p).map { j in
            var v = 0.0
            for k in 0..<min(rank, svd.singularValues.count) {
                let vjk = svd.vt[k, j] / svd.singularValues[k]
                v += vjk * vjk
            }
            let se = (sigma2 * v).squareRoot()
            return Coefficient(name: names[j], weight: values[j], se: se, t: se > 0 ? values[j] / se : nil)
        }
    }
}
