#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The three LAPACK routines flow calls, found in the system's LAPACK the first time a model
/// is solved. The library is opened at run time rather than linked because Debian's LAPACK is
/// OpenBLAS, which starts a worker thread that spins on the other core as soon as it is loaded:
/// linked, it would do so in every command, an import or a prediction included, that never
/// solves anything.
///
/// The routines have the Fortran ABI: every argument by pointer, `INTEGER` is 32 bits, and a
/// `CHARACTER` argument adds a hidden length (a `size_t`) at the end of the list.
struct LAPACK: @unchecked Sendable {
    /// `dgelsd`: minimum-norm least squares by the SVD (divide and conquer).
    typealias DGELSD =
        @convention(c) (
            UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafeMutablePointer<Double>,
            UnsafePointer<Int32>, UnsafeMutablePointer<Double>, UnsafePointer<Int32>, UnsafeMutablePointer<Double>,
            UnsafePointer<Double>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Double>, UnsafePointer<Int32>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
        ) -> Void
    /// `dgesvd`: the singular value decomposition A = U S Vᵀ.
    typealias DGESVD =
        @convention(c) (
            UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<Int32>, UnsafePointer<Int32>,
            UnsafeMutablePointer<Double>, UnsafePointer<Int32>, UnsafeMutablePointer<Double>,
            UnsafeMutablePointer<Double>, UnsafePointer<Int32>, UnsafeMutablePointer<Double>, UnsafePointer<Int32>,
            UnsafeMutablePointer<Double>, UnsafePointer<Int32>, UnsafeMutablePointer<Int32>, Int, Int
        ) -> Void
    /// `dposv`: A X = B for a symmetric positive definite A, by Cholesky.
    typealias DPOSV =
        @convention(c) (
            UnsafePointer<CChar>, UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafeMutablePointer<Double>,
            UnsafePointer<Int32>, UnsafeMutablePointer<Double>, UnsafePointer<Int32>, UnsafeMutablePointer<Int32>, Int
        ) -> Void

    let dgelsd: DGELSD
    let dgesvd: DGESVD
    let dposv: DPOSV

    /// The names the system's LAPACK goes by: the run-time name Debian's alternatives point at
    /// OpenBLAS (or the reference LAPACK), then the development link.
    static let libraryNames = ["liblapack.so.3", "liblapack.so", "liblapack.dylib"]

    /// The routines, loaded once (thread-safe: a global's initialiser runs once).
    static let shared: Result<LAPACK, LeastSquaresError> = load(from: libraryNames)

    /// The routines from the first of `names` that opens and has all three.
    static func load(from names: [String]) -> Result<LAPACK, LeastSquaresError> {
        var reasons: [String] = []
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): cannot be opened")
                continue
            }
            guard let gelsd = dlsym(handle, "dgelsd_"), let gesvd = dlsym(handle, "dgesvd_"),
                let posv = dlsym(handle, "dposv_")
            else {
                reasons.append("\(name): has no dgelsd_, dgesvd_ or dposv_")
                dlclose(handle)
                continue
            }
            // The handle stays open for the life of the process: the routines are used until it ends.
            return .success(
                LAPACK(
                    dgelsd: unsafeBitCast(gelsd, to: DGELSD.self), dgesvd: unsafeBitCast(gesvd, to: DGESVD.self),
                    dposv: unsafeBitCast(posv, to: DPOSV.self)))
        }
        return .failure(.unavailable(reasons.joined(separator: "; ")))
    }

    /// The loaded routines, or the error saying why LAPACK could not be found.
    static func routines() throws(LeastSquaresError) -> LAPACK { try shared.get() }
}
