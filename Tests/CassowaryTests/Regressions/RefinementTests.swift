@testable import Cassowary
import Testing

/// Replayed fuzz-solver inputs (reduced): values read back after pivots on small coefficients
/// (`refineConstants`); each test names what it pins.
@Suite("Refinement")
struct RefinementTests {
    /// Pins: values after a pivot on a product of small rates hold the constraints.
    @Test func valuesAfterAPivotOnAProductOfSmallRatesHoldTheConstraints() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add((0.01 * x[0] + 0.5 * x[4] == 100).priority(750))
        try solver.add((-0.5 * x[3] + x[2] + 0.5 * x[1] <= -1).priority(750))
        try solver.addEditVariable(x[3], priority: 250)
        try solver.add((-100 * x[1] - x[4] >= 20).priority(750))
        try solver.add(0.01 * x[2] - 100 * x[0] == -20)
        try solver.add((x[3] - x[0] == -10).priority(250))
        try solver.add((2 * x[1] + x[0] >= -1).priority(250))
        try solver.add(x[1] - 0.5 * x[3] - x[2] == 0)
        try solver.addEditVariable(x[2], priority: 750)
        try solver.add((0.01 * x[2] >= 320).priority(999.5))
        solver.updateVariables()
        let expected = [3.4, -2.19932, 32_000, -64_004.39864, 199.932]
        for (variable, value) in zip(x, expected) {
            #expect(abs(variable.value - value) <= 1e-9 * max(1, abs(value)), "\(variable.name)")
        }
        #expect(abs(solver.error(at: 750) - 96_002.09966) <= 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: required constraints held within rounding are not refined into a conflict.
    @Test func requiredConstraintsHeldWithinRoundingAreNotRefinedIntoAConflict() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = -0.01 * x[1] + 103 * x[0] == -20
        try solver.add(c0)
        try solver.updateConstant(of: c0, to: 1e-7)
        try solver.add(-x[1] <= 0)
        try solver.add((x[0] >= 42).priority(750))
        let c7 = (-101 * x[1] == -1).priority(250)
        try solver.add(c7)
        try solver.add(-0.01 * x[0] == 0)
        try solver.updateConstant(of: c7, to: -1_000_000)
        solver.updateVariables()
        #expect(solver.constraints.count == 5)
        #expect(abs(x[0].value) <= 1e-8 && abs(x[1].value) <= 1e-4)
        #expect(abs(solver.error(at: 750) - (42 - x[0].value)) <= 1e-6)
        #expect(abs(solver.error(at: 250) - abs(-101 * x[1].value + 1_000_000)) <= 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: refining takes no redundant equality off zero.
    @Test func refiningTakesNoRedundantEqualityOffZero() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        let bound = -100 * x[0] - 100 * x[0] >= 1e-7
        try solver.add(bound)
        let steep = 0.01 * x[1] - 100 * x[0] - 100 * x[0] == 1e-7
        try solver.add(steep)
        try solver.add(x[0] == 0)
        let weak = (x[1] + 3 * x[0] + 0.01 * x[0] >= 1e-7).priority(999.5)
        try solver.add(weak)
        try solver.remove(bound)
        let redundant = -x[1] - x[1] == 0
        try solver.add(redundant)
        try solver.remove(weak)
        solver.updateVariables()
        #expect(abs(x[0].value) <= 1e-12 && abs(x[1].value) <= 1e-12)
        // The steep equality is off by 1e-7 in its own units: 5e-10 of x0.
        #expect(abs(redundant.expression.value) <= 1e-12 && abs(steep.expression.value) / 200 <= 1e-9)
    }
}
