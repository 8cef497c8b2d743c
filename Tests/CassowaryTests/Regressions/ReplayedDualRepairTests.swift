import Cassowary
import Testing

/// Reduced fuzz-solver inputs: the dual simplex repairs what a pivot can repair, however small.
@Suite("Replayed: dual simplex repairs")
struct ReplayedDualRepairTests {
    /// Pins: a change of constant leaves a required bound held exactly where a pivot can hold it.
    /// Set to 0 rather than repaired, 0.01·x0 ≥ 0 short by 9.99e-9 (under `epsilon`) left x0 at
    /// −1e-6, which multipliers of 0.01 and 100 turned into a level error 0.999 under the optimum.
    @Test func aChangeOfConstantLeavesTheLevelsWhereAReplayPutsThem() throws {
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2")
        func system(_ constant: Double) throws -> (Solver, Constraint) {
            let solver = Solver()
            let changed = fuzzConstraint([(x2, 0.01), (x0, 100)], .equal, constant)
            try solver.add(fuzzConstraint([(x0, 0.01)], .greaterThanOrEqual, 0))
            try solver.add(fuzzConstraint([(x2, 0.01), (x2, -1), (x0, 1)], .equal, 0, 1))
            try solver.add(changed)
            try solver.add(fuzzConstraint([(x2, 100)], .equal, 1, 250))
            try solver.add(fuzzConstraint([(x1, 1), (x2, 1), (x2, 1)], .greaterThanOrEqual, 0, 250))
            try solver.add(fuzzConstraint([(x0, -0.5), (x0, -2)], .greaterThanOrEqual, 1, 250))
            return (solver, changed)
        }
        let (changed, constraint) = try system(10)
        try changed.updateConstant(of: constraint, to: 1e-7)
        changed.updateVariables()
        #expect(x0.value >= 0)
        let (replay, _) = try system(1e-7)
        // x0 = 0 exactly: x2 = 1e-5 misses 100·x2 == 1 by 0.999, −2.5·x0 ≥ 1 by 1.
        #expect(abs(changed.error(at: 250) - 1.999) < 1e-9 && abs(replay.error(at: 250) - 1.999) < 1e-9)
    }
}
