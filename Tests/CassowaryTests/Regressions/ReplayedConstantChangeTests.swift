import Cassowary
import Testing

/// Reduced fuzz-solver inputs: changes of constant repaired by the dual simplex near rounding.
@Suite("Replayed: changes of constant")
struct ReplayedConstantChangeTests {
    /// A broken constraint added again is held or listed broken once, never both.
    @Test(arguments: [false, true]) func aBrokenConstraintAddedAgainIsEitherHeldOrBroken(pivotLimitOfZero: Bool) throws {
        let solver = Solver()
        solver.breaksConflicts = true
        let x = Variable("x")
        func equality(_ coefficients: [Double], _ constant: Double) -> Constraint {
            Constraint(Expression(terms: coefficients.map { Term(x, $0) }, constant: -constant), .equal)
        }
        let moved = equality([-0.5, 100, 2], 1e-7)
        try solver.add(moved)
        try solver.add(equality([0.5, 2, -0.5], 0))
        try solver.add((-2 * x >= -20).priority(999))
        try solver.updateConstant(of: moved, to: 1)
        #expect(solver.brokenConstraints.map(\.constraint) == [moved])
        try solver.addEditVariable(x, priority: 250)
        if pivotLimitOfZero {
            solver.maximumPivots = 0
            #expect(throws: IterationLimitError.self) { try solver.suggest(x, value: 0.5) }
        }
        try? solver.add(moved)  // past a limit of 0 it may be undone
        let broken = solver.brokenConstraints.filter { $0.constraint === moved }.count
        #expect(solver.hasConstraint(moved) ? broken == 0 : broken == 1)
    }

    /// A shortfall within the rounding of a shift of a million that a pivot can repair is repaired.
    @Test func aTrueShortfallWithinTheRoundingOfAShiftIsRepaired() throws {
        let solver = Solver()
        let x = Variable("x")
        let bound = (1.5 * x <= -1_000_000).priority(999.5)
        try solver.add(bound)
        try solver.addEditVariable(x, priority: 750)
        try solver.updateConstant(of: bound, to: 1e-7)
        solver.updateVariables()
        #expect(abs(x.value) < 1e-12 && solver.error(at: 750) < 1e-12)
        try solver.add(-2 * x >= 0)
        try solver.add(x == 0)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    /// A dual step entered on residue (9e-7 beside 114) is verified: the required constraints hold.
    @Test func aDualStepOnResidueLeavesTheRequiredConstraintsHeld() throws {
        let solver = Solver()
        let x = (0..<3).map { Variable("x\($0)") }
        func constraint(_ terms: [(Int, Double)], _ relation: Relation, _ constant: Double,
                        _ priority: Double = 1000) -> Constraint {
            Constraint(Expression(terms: terms.map { Term(x[$0.0], $0.1) }, constant: -constant), relation,
                       priority: Priority(priority))
        }
        let c2 = constraint([(2, 100), (0, 1)], .equal, 1e-7)
        let c3 = constraint([(2, -1), (0, 1), (0, -0.5)], .equal, 0)
        try solver.add(constraint([(0, 100), (1, 0.01), (2, 0.01)], .greaterThanOrEqual, 1e-7, 251))
        try solver.add(c2)
        try solver.add(c3)
        try solver.add(constraint([(0, 1), (1, -2), (0, 2)], .lessThanOrEqual, -10))
        try solver.updateConstant(of: c2, to: -1)
        try solver.add(constraint([(2, 1), (1, 0.5)], .lessThanOrEqual, -10, 250))
        try solver.add(constraint([(2, 3), (2, 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.remove(c3)
        try solver.add(constraint([(0, 1)], .lessThanOrEqual, -1, 999))
        try solver.remove(c2)
        try solver.add(constraint([(2, 100), (1, 100)], .greaterThanOrEqual, 1e-7, 1))
        try solver.add(constraint([(0, 2), (1, 0.5), (0, -1)], .equal, 1))
        let c18 = constraint([(0, -100), (0, -100)], .equal, 0.5, 999.5)
        try solver.add(c18)
        try solver.updateConstant(of: c18, to: 320)
        solver.updateVariables()
        #expect(abs(x[0].value + 1.6) < 1e-9 && abs(x[1].value - 5.2) < 1e-9)
    }

    /// A repair through a chain of ordinary coefficients, at a rate of 1e-8, is no conflict.
    @Test func aRepairAtARateOfAHundredMillionthIsNoConflict() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x2 = Variable("x2")
        try solver.add(0.01 * x0 >= 0)
        try solver.add((100.01 * x2 + 100 * x0 >= 0).priority(1))
        let c2 = 0.01 * x2 + 100 * x0 == 10
        try solver.add(c2)
        try solver.updateConstant(of: c2, to: -10)
        solver.updateVariables()
        #expect(abs(x0.value) < 1e-12 && abs(x2.value + 1000) < 1e-9)
        #expect(abs(solver.error(at: 1) - 100_010) < 1e-6)
    }

    /// After a weak constant moves, a primal pass takes the step the dual simplex left at 750.
    @Test func aChangeOfAWeakConstantLeavesTheHigherLevelsAtTheirOptimum() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = (-100 * x[2] + 2 * x[2] >= 0).priority(1)
        let c1 = (x[2] - 0.01 * x[1] >= 10).priority(750)
        try solver.add(c1)
        try solver.add((100 * x[2] + x[2] <= -1).priority(999))
        try solver.add(c0)
        try solver.add(-x[0] + 0.01 * x[2] >= 10)
        let c4 = -100 * x[1] + x[0] <= 1
        try solver.add(c4)
        solver.maximumPivots = 3
        #expect(throws: IterationLimitError.self) { try solver.add(x[1] - 0.5 * x[0] + 3 * x[1] <= 0) }
        solver.maximumPivots = 100_000
        try solver.remove(c4)
        try solver.add(-0.5 * x[1] + 0.01 * x[2] >= 1e-7)
        try solver.updateConstant(of: c0, to: 20)
        solver.updateVariables()
        #expect(solver.error(at: 999) < 1e-9 && solver.error(at: 750) < 1e-9)
        #expect(abs(x[2].value + 20.0 / 98) < 1e-9 && c1.expression.value >= -1e-9)
    }
}
