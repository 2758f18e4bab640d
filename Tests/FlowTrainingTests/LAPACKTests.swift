import FlowRecords
import XCTest

@testable import FlowTraining

final class LAPACKTests: XCTestCase {
    /// A name no library has: the error says LAPACK is missing and names what was tried.
    func testAMissingLibraryIsAnErrorNamingIt() {
        guard case .failure(let error) = LAPACK.load(from: ["libflow-no-such-lapack.so.9"]) else {
            return XCTFail("a library that does not exist was loaded")
        }
        guard case .unavailable(let reasons) = error else { return XCTFail("\(error)") }
        XCTAssertTrue(reasons.contains("libflow-no-such-lapack.so.9"), reasons)
    }

    /// A library that opens but is not LAPACK (the C maths library) is passed over for the next
    /// name, and said when it is the only one.
    func testALibraryWithoutTheRoutinesIsPassedOver() throws {
        guard case .failure(.unavailable(let reasons)) = LAPACK.load(from: ["libm.so.6"]) else {
            return XCTFail("libm was taken for LAPACK")
        }
        XCTAssertEqual(reasons, "libm.so.6: has no dgelsd_, dgesvd_ or dposv_")
        guard case .success = LAPACK.load(from: ["libm.so.6"] + LAPACK.libraryNames) else {
            return XCTFail("the system's LAPACK after libm was not found")
        }
    }

    /// Without LAPACK, training is the machine's fault (exit 70), not the data's (65), and the
    /// message says what to install.
    func testAMissingLAPACKIsTheMachinesFault() {
        let error = TrainingError.solver(.unavailable("liblapack.so.3: cannot open shared object file"))
        XCTAssertEqual(error.kind, .machine)
        XCTAssertTrue(error.description.contains("install liblapack3 or libopenblas0"), error.description)
        XCTAssertEqual(TrainingError.solver(.lapack(routine: "dgelsd", info: -4)).kind, .data)
    }

    /// The routines loaded at run time solve: [2 1; 1 2] x = (5, 6) by Cholesky is x = (4/3, 7/3)
    /// (the inverse is (1/3)[2 -1; -1 2]).
    func testTheLoadedRoutinesSolve() throws {
        let x = try XCTUnwrap(
            try LeastSquares.solvePositiveDefinite(ColumnMajorMatrix(rowMajor: [[2, 1], [1, 2]]), [5, 6]))
        XCTAssertEqual(x[0], 4.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(x[1], 7.0 / 3.0, accuracy: 1e-12)
    }
}
