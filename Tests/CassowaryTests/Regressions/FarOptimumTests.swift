import Cassowary
import Testing

/// Replayed fuzz-solver inputs (reduced): weaker constraints alone put the optimum far out
/// (terms of 1e9 to 1e14) before required ones bring it back; each test names what it pins.
@Suite("Far optimum")
struct FarOptimumTests {
    /// Pins: a required equality beside a ten thousandfold bound holds.
    @Test func aRequiredEqualityBesideATenThousandfoldBoundHolds() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add((0.01 * x[2] - x[1] == 100).priority(999))
        try solver.add(0.01 * x[0] - 100 * x[2] <= 0)
        try solver.add((0.01 * x[2] + 0.01 * x[2] >= 100).priority(251))
        let c20 = -100 * x[0] - 0.01 * x[1] == 0
        try solver.add(c20)
        try solver.add((-100 * x[0] == 0.5).priority(999.5))
        try solver.addEditVariable(x[1], priority: 999.5)
        solver.updateVariables()
        #expect(abs(c20.expression.value) < 1e-6)
        #expect(abs(x[0].value) < 1e-9 && abs(x[1].value) < 1e-9 && abs(x[2].value - 10_000) < 1e-6)
    }

    /// Pins: required constraints added at a vertex of1e14 hold.
    @Test func requiredConstraintsAddedAtAVertexOf1e14Hold() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addEditVariable(x[3], priority: 250)
        try solver.add((100 * x[4] - 0.01 * x[0] == 1).priority(750))
        try solver.add((-100 * x[0] + 0.01 * x[1] == -1).priority(999))
        let c4 = 2 * x[3] - 0.5 * x[1] <= -20
        let c5 = -2 * x[3] + x[4] >= 1_000_000
        let c9 = 0.5 * x[3] + x[1] + x[0] == 0
        let c17 = x[3] + 9 * x[0] == 320
        for constraint in [c4, c5, c9, c17] { try solver.add(constraint) }
        solver.updateVariables()
        #expect(abs(x[0].value - 740 / 19.75) < 1e-9)
        #expect(abs(x[3].value - (320 - 9 * 740 / 19.75)) < 1e-8)
        #expect(c4.expression.value < 1e-6 && c5.expression.value > -1e-6)
        #expect(abs(c9.expression.value) < 1e-6 && abs(c17.expression.value) < 1e-6)
    }

    /// Pins: a required equality after terms of5e11 stays held.
    @Test func aRequiredEqualityAfterTermsOf5e11StaysHeld() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = 2 * x[0] - 2 * x[2] == 100
        let c6 = 2 * x[1] - 2 * x[2] == 100
        try solver.add(c0)
        try solver.add((Expression(0) >= 320).priority(500))
        try solver.add(100 * x[0] - 100 * x[2] + 0.01 * x[1] >= 0)
        try solver.add(-100 * x[1] + 0.01 * x[0] >= 1_000_000)
        try solver.add(3 * x[2] + 0.5 * x[0] <= 1)
        try solver.add((Expression(0) >= 1e-7).priority(250))
        try solver.add(c6)
        try solver.remove(c0)
        try solver.add((0.01 * x[1] + 2 * x[1] >= 10).priority(251))
        solver.updateVariables()
        let x1 = (-10_000 + 0.0302) / 1.0006
        #expect(abs(c6.expression.value) < 1e-6)
        #expect(abs(x[1].value - x1) < 1e-6 && abs(x[0].value - (302 - 6 * x1)) < 1e-5)
    }

    /// Pins: a required equality after terms of4e10 is no conflict.
    @Test func aRequiredEqualityAfterTermsOf4e10IsNoConflict() throws {
        let (solver, x, c25) = try solverAfterTermsOf4e10()
        try solver.add(c25)
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-9 && abs(x[1].value) < 1e-9)
    }

    /// Pins: a required equality after an addition undone at the limit is no conflict.
    @Test func aRequiredEqualityAfterAnAdditionUndoneAtTheLimitIsNoConflict() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        solver.maximumPivots = 3
        let c0 = (0.5 * x[1] + 103 * x[0] == -1_000_000).priority(1)
        try solver.add(c0)
        try solver.add((3 * x[1] <= -1_000_000).priority(1))
        try solver.add((-0.01 * x[0] == -1_000_000).priority(251))
        try solver.add(0.5 * x[0] >= -1)
        try solver.add(200 * x[1] + 0.5 * x[0] <= 0)
        try solver.add(x[0] + 0.5 * x[1] >= -1)
        #expect(throws: IterationLimitError.self) { try solver.add(100 * x[0] + 200 * x[1] == 0) }
        try solver.add(3 * x[0] == 0)
        try solver.updateConstant(of: c0, to: 0)
        let c25 = 101 * x[1] + x[0] == 0
        try solver.add(c25)
        #expect(solver.hasConstraint(c25) && solver.brokenConstraints.isEmpty)
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-9 && abs(x[1].value) < 1e-9)
    }

    /// Pins: a removal after terms of2e10 keeps the weaker levels held.
    @Test func aRemovalAfterTermsOf2e10KeepsTheWeakerLevelsHeld() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        let c1 = (200 * x[5] + 0.01 * x[1] >= -1_000_000).priority(1)
        let c2 = (0.01 * x[2] + 100 * x[3] == 10).priority(750)
        let c4 = (100 * x[1] == 0).priority(1)
        let c5 = Expression(0) >= -1
        try solver.add(-2 * x[3] - x[0] - x[5] >= 0)
        for constraint in [c1, c2, c4, c5] { try solver.add(constraint) }
        try solver.add(0.01 * x[0] + x[2] >= 1e-7)
        try solver.add(-0.5 * x[3] == 1_000_000)
        try solver.remove(c5)
        solver.updateVariables()
        #expect(solver.error(at: 1) < 1e-6)
        #expect(abs(c4.expression.value) < 1e-6 && c1.expression.value > -1e-6)
        #expect(abs(c2.expression.value) < 1e-6 && abs(x[3].value + 2_000_000) < 1e-6)
    }

    /// Pins: an addition undone at the limit after terms of2e18 leaves the optimum.
    @Test func anAdditionUndoneAtTheLimitAfterTermsOf2e18LeavesTheOptimum() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        solver.maximumPivots = 0
        let c0 = (0.01 * x[0] == -1_000_000).priority(750)
        let c2 = (200 * x[0] + 0.01 * x[2] == -1_000_000).priority(1)
        let c3 = (-0.01 * x[1] + 100 * x[2] + 100 * x[0] == -20).priority(1)
        for constraint in [c0, c2, c3] { try solver.add(constraint) }
        #expect(throws: IterationLimitError.self) { try solver.add(100 * x[0] + 100 * x[1] == -1_000_000) }
        #expect(solver.constraints.count == 3)
        solver.updateVariables()
        #expect(solver.error(at: 1) < 1e-6 && solver.error(at: 750) < 1e-6)
        #expect(abs(x[0].value + 1e8) < 1e-6 && abs(x[2].value - 1.9999e12) < 1e-3)
        #expect(abs(x[1].value - 100 * (100 * 1.9999e12 - 100 * 1e8 + 20)) < 10)
    }

    /// Pins: a required equality after terms of7e7 is no conflict.
    @Test func aRequiredEqualityAfterTermsOf7e7IsNoConflict() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c2 = (100 * x[2] + 100 * x[2] + 0.01 * x[0] >= 1e-7).priority(1)
        try solver.add(0.01 * x[0] >= 0)
        try solver.add((100 * x[2] + 100 * x[2] + 100 * x[2] >= -1_000_000).priority(1))
        try solver.add(c2)
        try solver.add(0.01 * x[2] - x[2] == 0)
        try solver.add(x[0] == 0)
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-12 && abs(x[2].value) < 1e-12)
        #expect(abs(solver.error(at: 1) - 1e-7) < 1e-12 && abs(c2.expression.value + 1e-7) < 1e-12)
    }

    private func solverAfterTermsOf4e10() throws -> (Solver, [Variable], Constraint) {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(200 * x[1] + 0.5 * x[0] <= 0)
        try solver.add(x[0] + 0.5 * x[1] >= -1)
        try solver.add((0.5 * x[1] + 103 * x[0] == -1_000_000).priority(1))
        try solver.add((3 * x[1] <= -1_000_000).priority(1))
        try solver.add((-0.01 * x[0] == -1_000_000).priority(251))
        try solver.add(3 * x[0] == 0)
        return (solver, x, 101 * x[1] + x[0] == 0)
    }

    /// Pins: a weak addition after which no tableau holds a required bound (values near 5e15) is undone.
    @Test func aWeakAdditionThatWouldBreakARequiredBoundIsUndone() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        let c0 = fuzzConstraint([(x[3], -2), (x[0], -1), (x[5], -1)], .equal, 100, 251)
        let c7 = fuzzConstraint([(x[1], -100), (x[3], 0.01)], .greaterThanOrEqual, 1_000_000)
        let added = [
            c0, fuzzConstraint([], .greaterThanOrEqual, 1e-7, 250),
            fuzzConstraint([(x[5], 100), (x[5], -1), (x[4], 100)], .greaterThanOrEqual, 1e-7, 250),
            fuzzConstraint([], .greaterThanOrEqual, 100, 999), fuzzConstraint([], .greaterThanOrEqual, 320, 500),
            fuzzConstraint([(x[0], 100), (x[2], -100), (x[4], 0.01)], .greaterThanOrEqual, 0), c7,
            fuzzConstraint([(x[3], 0.01), (x[2], 0.01), (x[3], 100)], .equal, 10, 750),
            fuzzConstraint([(x[1], 100), (x[5], 100)], .greaterThanOrEqual, 20),
            fuzzConstraint([(x[2], 0), (x[3], 2)], .equal, 0, 1), fuzzConstraint([], .greaterThanOrEqual, -1),
            fuzzConstraint([(x[0], 10), (x[2], 1)], .equal, 0, 1), fuzzConstraint([(x[2], 0.01), (x[3], 100)], .equal, 1, 500),
            fuzzConstraint([(x[1], 0), (x[0], -0.5)], .greaterThanOrEqual, 20),
        ]
        for constraint in added { try solver.add(constraint) }
        try solver.remove(c0)
        try solver.add(fuzzConstraint([(x[0], 0.01)], .greaterThanOrEqual, 0))
        try solver.add(fuzzConstraint([], .greaterThanOrEqual, 0))
        #expect(throws: PrecisionLimitError.self) {
            try solver.add(fuzzConstraint([(x[5], 100), (x[5], 1), (x[5], 100)], .equal, 1_000_000, 750))
        }
        solver.updateVariables()
        #expect(c7.expression.value >= -1e-6 * 1e6)
    }
}
