import XCTest

@testable import FlowSimulation

/// The simulation's random numbers: the same seed gives the same stream on every platform,
/// and each draw stays in its range.
final class SeededGeneratorTests: XCTestCase {
    func testTheSameSeedGivesTheSameStreamAndAnotherSeedAnother() {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        var c = SeededGenerator(seed: 43)
        let first = (0..<100).map { _ in a.next() }
        XCTAssertEqual(first, (0..<100).map { _ in b.next() })
        XCTAssertNotEqual(first, (0..<100).map { _ in c.next() })
    }

    func testDrawsStayInTheirRanges() {
        var g = SeededGenerator(seed: 7)
        var sum = 0.0
        for _ in 0..<10_000 {
            let u = g.uniform()
            XCTAssertTrue(u >= 0 && u < 1)
            XCTAssertTrue((3...5).contains(g.integer(3, 5)))
            let v = g.uniform(-2, 2)
            XCTAssertTrue(v >= -2 && v < 2)
            sum += g.normal()
        }
        // The mean of 10,000 standard normals has a standard error of 0.01: within 5 of them.
        XCTAssertEqual(sum / 10_000, 0, accuracy: 0.05)
    }

    func testPortableLogarithm() {
        XCTAssertEqual(PortableMath.ln(1), 0, accuracy: 1e-15)
        XCTAssertEqual(PortableMath.ln(2.718281828459045), 1, accuracy: 1e-14)
        XCTAssertEqual(PortableMath.ln(0.125), -3 * 0.6931471805599453, accuracy: 1e-14)
    }
}
