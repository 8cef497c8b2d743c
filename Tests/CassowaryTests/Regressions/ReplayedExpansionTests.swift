import Cassowary
import Testing

/// Reduced fuzz-solver inputs: a row expanded through deferred references cancels as any sum does
/// (within `relative` of its operands), so no residue of the expansion is taken for a coefficient.
@Suite("Replayed: cancellation in expanded rows")
struct ReplayedExpansionTests {
    /// Pins: a removal's rebuild leaves the levels at their optimum. Expanding a row summed
    /// −20000.00000000121 + 20000 into a cost of −1.2e-9, on which the simplex stepped 5.5e9 and
    /// sent x2 to 1e16, claiming 0 at priority 750 where the values gave 49.7.
    @Test func aRemovalsRebuildLeavesTheLevelsAtTheirOptimum() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([], .lessThanOrEqual, 1e-7, 999.5))
        let c1 = fuzzConstraint([(x[2], 1), (x[1], 0.01)], .greaterThanOrEqual, 1e-7, 250)
        try solver.add(c1)
        try solver.add(fuzzConstraint([(x[0], 1), (x[1], 2), (x[3], 0.5)], .greaterThanOrEqual, 1e6, 1))
        let c3 = fuzzConstraint([(x[3], 0.5), (x[1], 1)], .greaterThanOrEqual, 10, 750)
        try solver.add(c3)
        try solver.add(fuzzConstraint([(x[0], 10), (x[3], 0.01)], .greaterThanOrEqual, 1e6, 500))
        try solver.add(fuzzConstraint([(x[0], 3)], .greaterThanOrEqual, 20, 750))
        try solver.addEditVariable(x[2], priority: 750)
        try solver.suggest(x[2], value: 0.5)
        try solver.addEditVariable(x[0], priority: 750)
        try solver.add(fuzzConstraint([(x[3], 1), (x[0], -0.5)], .equal, -20, 250))
        try solver.remove(c3)
        try solver.add(fuzzConstraint([(x[2], 0.01)], .greaterThanOrEqual, 1))
        try solver.updateConstant(of: c1, to: -1e6)
        try solver.removeEditVariable(x[2])
        solver.updateVariables()
        // x0 = 20/3 (its suggestion against 3·x0 ≥ 20), x3 = (1e6 − 10·x0)/0.01, x3 − x0/2 misses −20.
        #expect(abs(solver.error(at: 750) - 20.0 / 3) < 1e-6)
        #expect(solver.error(at: 500) < 1e-6)
        #expect(abs(solver.error(at: 250) - (1e8 - 20000.0 / 3 - 10.0 / 3 + 20)) < 1e-6 * 1e8)
        #expect(abs(x[0].value - 20.0 / 3) < 1e-6 && abs(x[3].value - (1e8 - 20000.0 / 3)) < 1e-6 * 1e8)
    }

    /// Pins: an addition leaves the levels at their optimum. Expanding a required equality summed
    /// −225.00000000009598 + 225 into residue that became a coefficient of 1.3e-12, on which the
    /// simplex pivoted: values of 8e12 and an error of 2e13 at priority 250, where 21 is the optimum.
    @Test func anAdditionLeavesTheLevelsAtTheirOptimum() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        let sixTimesX3 = [(x[3], -2.0), (x[3], -2), (x[3], -2)]
        try solver.add(fuzzConstraint([(x[4], -0.5), (x[0], -1), (x[0], 10)], .greaterThanOrEqual, -20, 750))
        try solver.add(fuzzConstraint([], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[4], 0.01), (x[1], 0.5), (x[5], -0.5)], .lessThanOrEqual, 20, 250))
        try solver.add(fuzzConstraint([(x[1], 2), (x[5], 0), (x[5], -100)], .equal, 1, 500))
        try solver.add(fuzzConstraint([(x[0], -0.5), (x[4], 100)], .equal, 1))
        try solver.addEditVariable(x[5], priority: 251)
        try solver.add(fuzzConstraint([(x[1], 2), (x[5], -0.5), (x[5], 0.5)], .equal, -20, 250))
        try solver.add(fuzzConstraint([(x[0], 100)], .greaterThanOrEqual, 42))
        try solver.add(fuzzConstraint([(x[1], 1), (x[3], 1), (x[2], -1)], .equal, 10, 999))
        for _ in 0..<3 { try solver.add(fuzzConstraint(sixTimesX3, .equal, 10, 999)) }
        try solver.add(fuzzConstraint(sixTimesX3, .equal, 1e-7, 999))
        try solver.add(fuzzConstraint([(x[3], 1), (x[3], 1), (x[0], -2)], .equal, 10, 999))
        try solver.add(fuzzConstraint([], .equal, 10, 999))
        for _ in 0..<2 { try solver.add(fuzzConstraint(sixTimesX3, .equal, 10, 999)) }
        try solver.add(fuzzConstraint([(x[3], -2), (x[3], -0.5), (x[3], -2)], .equal, 0))
        solver.updateVariables()
        // x3 = 0: five equalities miss by 10, 2·x0 + 10 by 10.84 at x0 = 0.42, the constant one by 10;
        // x5 = 0 and c3 put x1 at 0.5, 2·x1 == −20 misses by 21.
        #expect(abs(solver.error(at: 999) - (50 + 10.84 + 10 + 1e-7)) < 1e-6)
        #expect(solver.error(at: 500) < 1e-6 && solver.error(at: 251) < 1e-6)
        #expect(abs(solver.error(at: 250) - 21) < 1e-6)
        #expect(abs(x[0].value - 0.42) < 1e-9 && abs(x[1].value - 0.5) < 1e-9 && abs(x[5].value) < 1e-9)
    }
}
