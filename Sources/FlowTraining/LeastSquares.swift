/// A dense matrix stored column by column, the layout LAPACK reads.
public struct ColumnMajorMatrix: Equatable, Sendable {
    /// Number of rows.
    public let rows: Int
    /// Number of columns.
    public let columns: Int
    /// The entries, column after column.
    public var storage: [Double]

    /// A zero matrix.
    public init(rows: Int, columns: Int) {
        (self.rows, self.columns) = (rows, columns)
        storage = [Double](repeating: 0, count: rows * columns)
    }

    /// A matrix from its rows (convenient in tests).
    public init(rowMajor: [[Double]]) {
        rows = rowMajor.count
        columns = rowMajor.first?.count ?? 0
        storage = [Double](repeating: 0, count: rows * columns)
        for (i, row) in rowMajor.enumerated() { for (j, v) in row.enumerated() { storage[j * rows + i] = v } }
    }

    /// The entry at row `i`, column `j`.
    public subscript(i: Int, j: Int) -> Double {
        get { storage[j * rows + i] }
        set { storage[j * rows + i] = newValue }
    }
}

/// The answer of a minimum-norm least-squares solve.
public struct LeastSquaresSolution: Sendable {
    /// The coefficients, one per column.
    public var coefficients: [Double]
    /// The effective rank `dgelsd` found.
    public var rank: Int
    /// The singular values of the matrix, largest first.
    public var singularValues: [Double]
}

/// Why a least-squares solve failed.
public enum LeastSquaresError: Error, CustomStringConvertible, Equatable {
    /// The problem has no rows or no columns, or the targets do not match the rows.
    case shape(rows: Int, columns: Int, targets: Int)
    /// LAPACK reported an argument error or a failed SVD.
    case lapack(routine: String, info: Int32)
    /// No LAPACK library could be opened (the reasons, one per name tried).
    case unavailable(String)

    public var description: String {
        switch self {
        case .shape(let r, let c, let t):
            return "least squares needs a non-empty matrix and one target per row (\(r)x\(c), \(t) targets)"
        case .lapack(let routine, let info): return "\(routine) failed with INFO = \(info)"
        case .unavailable(let reasons): return "no LAPACK library could be loaded: \(reasons)"
        }
    }
}

/// Minimum-norm least squares, min ‖b − A x‖, by LAPACK's SVD solver `dgelsd`, and the
/// two other LAPACK calls the trainer needs (`dgesvd`, `dposv`); LAPACK is loaded by the first.
///
/// This file is the only place flow touches pointers: everything else passes values.
public enum LeastSquares {
    /// The right singular vectors (as the rows of Vᵀ, p × p, column-major) and the
    /// singular values of `a`, by `dgesvd`.
    public static func rightSingularVectors(
        _ a: ColumnMajorMatrix
    ) throws(LeastSquaresError) -> (vt: ColumnMajorMatrix, singularValues: [Double]) {
        guard a.rows > 0, a.columns > 0 else {
            throw LeastSquaresError.shape(rows: a.rows, columns: a.columns, targets: 0)
        }
        let lapack = try LAPACK.routines()
        var jobu = CChar(UInt8(ascii: "N"))
        var jobvt = CChar(UInt8(ascii: "A"))
        var m = Int32(a.rows)
        var n = Int32(a.columns)
        var lda = m
        var ldu: Int32 = 1
        var ldvt = n
        var matrix = a.storage
        var s = [Double](repeating: 0, count: Int(min(m, n)))
        var u = [Double](repeating: 0, count: 1)
        var vt = ColumnMajorMatrix(rows: a.columns, columns: a.columns)
        var info: Int32 = 0
        var lwork: Int32 = -1
        var query = [Double](repeating: 0, count: 1)
        lapack.dgesvd(
            &jobu, &jobvt, &m, &n, &matrix, &lda, &s, &u, &ldu, &vt.storage, &ldvt, &query, &lwork, &info, 1, 1)
        guard info == 0 else { throw LeastSquaresError.lapack(routine: "dgesvd (workspace query)", info: info) }
        lwork = Int32(query[0].rounded(.up))
        var work = [Double](repeating: 0, count: max(1, Int(lwork)))
        lapack.dgesvd(
            &jobu, &jobvt, &m, &n, &matrix, &lda, &s, &u, &ldu, &vt.storage, &ldvt, &work, &lwork, &info, 1, 1)
        guard info == 0 else { throw LeastSquaresError.lapack(routine: "dgesvd", info: info) }
        return (vt, s)
    }

    /// Solves the symmetric positive definite system `a x = b` by Cholesky (`dposv`);
    /// nil when `a` is not positive definite.
    public static func solvePositiveDefinite(
        _ a: ColumnMajorMatrix, _ b: [Double]
    ) throws(LeastSquaresError) -> [Double]? {
        guard a.rows == a.columns, a.rows > 0, b.count == a.rows else {
            throw LeastSquaresError.shape(rows: a.rows, columns: a.columns, targets: b.count)
        }
        let lapack = try LAPACK.routines()
        var uplo = CChar(UInt8(ascii: "L"))
        var n = Int32(a.rows)
        var nrhs: Int32 = 1
        var lda = n
        var ldb = n
        var matrix = a.storage
        var rhs = b
        var info: Int32 = 0
        lapack.dposv(&uplo, &n, &nrhs, &matrix, &lda, &rhs, &ldb, &info, 1)
        if info > 0 { return nil }
        guard info == 0 else { throw LeastSquaresError.lapack(routine: "dposv", info: info) }
        return rhs
    }

    /// Solves with `rcond = -1` (machine precision decides the rank).
    public static func solve(_ a: ColumnMajorMatrix, _ b: [Double]) throws(LeastSquaresError) -> LeastSquaresSolution {
        guard a.rows > 0, a.columns > 0, b.count == a.rows else {
            throw LeastSquaresError.shape(rows: a.rows, columns: a.columns, targets: b.count)
        }
        let lapack = try LAPACK.routines()
        var m = Int32(a.rows)
        var n = Int32(a.columns)
        var nrhs: Int32 = 1
        var lda = m
        var ldb = max(m, n)
        var matrix = a.storage
        var rhs = b + [Double](repeating: 0, count: Int(ldb) - b.count)
        var singular = [Double](repeating: 0, count: Int(min(m, n)))
        var rcond = -1.0
        var rank: Int32 = 0
        var info: Int32 = 0
        var lwork: Int32 = -1
        var workQuery = [Double](repeating: 0, count: 1)
        var iworkQuery = [Int32](repeating: 0, count: 1)
        lapack.dgelsd(
            &m, &n, &nrhs, &matrix, &lda, &rhs, &ldb, &singular, &rcond, &rank,
            &workQuery, &lwork, &iworkQuery, &info)
        guard info == 0 else { throw LeastSquaresError.lapack(routine: "dgelsd (workspace query)", info: info) }
        lwork = Int32(workQuery[0].rounded(.up))
        var work = [Double](repeating: 0, count: max(1, Int(lwork)))
        var iwork = [Int32](repeating: 0, count: max(1, Int(iworkQuery[0])))
        lapack.dgelsd(
            &m, &n, &nrhs, &matrix, &lda, &rhs, &ldb, &singular, &rcond, &rank,
            &work, &lwork, &iwork, &info)
        guard info == 0 else { throw LeastSquaresError.lapack(routine: "dgelsd", info: info) }
        return LeastSquaresSolution(coefficients: Array(rhs.prefix(Int(n))), rank: Int(rank), singularValues: singular)
    }
}
