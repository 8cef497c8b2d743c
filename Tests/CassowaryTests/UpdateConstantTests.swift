import Cassowary
import Testing

@Suite("Changing a constraint's constant in place")
struct UpdateConstantTests {
    @Test func updatingTheConstantMovesTheSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 100
        try solver.add(sum)
        try solver.add(x == 30)
        try solver.updateConstant(of: sum, to: 120)
        solver.updateVariables()
        #expect(y.value == 90)
        #expect(sum.constant == 120)
    }

    @Test func updatingAnInequalityConstantFlipsWhichBoundHolds() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        try solver.add(floor)
        try solver.add((x == 0).priority(250))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.updateConstant(of: floor, to: -5)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.updateConstant(of: floor, to: 42)
        solver.updateVariables()
        #expect(x.value == 42)
    }

    @Test func updatingANonRequiredConstantWorksLikeASuggestion() throws {
        let solver = Solver()
        let x = Variable("x")
        let wish = (x == 5).priority(500)
        try solver.add(wish)
        try solver.add(x <= 50)
        try solver.updateConstant(of: wish, to: 70)
        solver.updateVariables()
        #expect(x.value == 50)
    }

    @Test func updateConstantEqualsRemoveAndAdd() throws {
        for newConstant in [-30.0, 0, 12.5, 45, 400] {
            let (a, aVars, aConstraints) = try system()
            try a.updateConstant(of: aConstraints[2], to: newConstant)
            a.updateVariables()
            let (b, bVars, bConstraints) = try system()
            let old = bConstraints[2]
            try b.remove(old)
            try b.add(Constraint(Expression(terms: old.expression.terms, constant: -newConstant), old.relation, priority: old.priority))
            b.updateVariables()
            for (u, v) in zip(aVars, bVars) { #expect(abs(u.value - v.value) < 1e-9, "constant \(newConstant)") }
            for p: Priority in [750, 500, 250] { #expect(abs(a.error(at: p) - b.error(at: p)) < 1e-9) }
        }
    }

    @Test func aConflictingRequiredConstantThrowsAndKeepsTheOldConstant() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = x >= 10, high = x <= 20
        try solver.add(low)
        try solver.add(high)
        try solver.add((x == 15).priority(500))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.updateConstant(of: high, to: 5) }
        #expect(high.constant == 20)
        solver.updateVariables()
        #expect(x.value == 15)
        try solver.updateConstant(of: high, to: 12)
        solver.updateVariables()
        #expect(x.value == 12)
    }

    @Test func theConflictOfAConstantChangeIsMinimal() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let low = x >= 10, high = x <= 20, other = y == 3
        try solver.add(low)
        try solver.add(high)
        try solver.add(other)
        do {
            try solver.updateConstant(of: high, to: 5)
            Issue.record("expected a conflict")
        } catch let error as UnsatisfiableConstraintError {
            #expect(Set(error.conflict) == [low, high])
        }
    }

    @Test func aRedundantEqualityThatStopsAgreeingConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x == 10, b = 2 * x == 20
        try solver.add(a)
        try solver.add(b)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.updateConstant(of: b, to: 30) }
        try solver.updateConstant(of: b, to: 20)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func updatingAnUnknownConstraintThrows() {
        #expect(throws: UnknownConstraintError.self) {
            try Solver().updateConstant(of: Variable("x") == 1, to: 2)
        }
    }

    @Test func inBreakingModeAConflictingConstantDropsTheConstraint() throws {
        let solver = Solver()
        solver.breaksConflicts = true
        let x = Variable("x")
        let low = x >= 10, high = x <= 20
        try solver.add(low)
        try solver.add(high)
        try solver.updateConstant(of: high, to: 5)
        #expect(!solver.hasConstraint(high))
        #expect(solver.brokenConstraints.map(\.constraint) == [high])
        solver.updateVariables()
        #expect(x.value >= 10)
    }

    /// Found by fuzz-solver from its seeds (reduced to seven operations). `101.5·x == 1e-7` and
    /// `2·x == 0` are accepted together within rounding; moving the first's constant to 1 breaks
    /// it. Adding it again had been accepted while it stayed on the broken list (with a pivot
    /// limit of 0 and a suggestion undone in between, it was listed broken twice).
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

    /// Found by fuzz-solver (its seeds, 84,107 inputs in; reduced to five operations). Moving
    /// `1.5·x <= −1e6` to `<= 1e-7` left x's edit error 6.7e-8 short of 0, within the 1e-7 a
    /// shift of a million may round by, and it was set to 0 beside x = 6.7e-8 (where x = 0 keeps
    /// both); `x == 0` was then taken for a conflict with `x <= 0`. A row that a pivot can repair
    /// is repaired.
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

    /// Found by fuzz-solver from a grown corpus (reduced to fourteen operations). Pivots on
    /// 0.0029 next to 99.98 left 9e-7 of c1's slack in c18's error row, residue beside 114 and
    /// 28.6; moving c18 to 320 had the dual simplex enter that slack on it (the ratio was residue
    /// over residue, tied with the true one), and x0 stayed at −0.857 while x1 moved to 5.2,
    /// breaking `x0 + 0.5·x1 == 1` by 0.74. Such a step is checked as a primal one is.
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

    /// Found by fuzz-solver from its seeds (about 1,012,000 inputs in; reduced to four
    /// operations). Moving c2 to −10 leaves `0.01·x0 >= 0` 0.001 short, and the only symbol that
    /// repairs it is the weak constraint's error, at a rate of 0.01 · 1e-6 = 1e-8: a chain of
    /// ordinary coefficients, which the dual simplex took for rounding, and so for a conflict,
    /// where x0 = 0, x2 = −1000 holds both required constraints.
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

    /// Views in a row: required and prioritised constraints over shared variables.
    private func system() throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let constraints = [
            a >= 0,
            b == a + 20,
            (c >= b + 10),
            (d == c + 30).priority(750),
            (d <= 120),
            (a == 40).priority(500),
            (c == 55).priority(250),
            (b + d == 150).priority(250),
        ]
        for c in constraints { try solver.add(c) }
        solver.updateVariables()
        return (solver, [a, b, c, d], constraints)
    }

    /// Found by fuzz-solver from a grown corpus (96,701 inputs; reduced to nine operations, one
    /// of them an addition undone at a limit of three pivots, which leaves the basis it needs).
    /// Moving the weak `−98·x2 >= 0` to 20 puts x2 at −0.204, and c1 at 750 then asks x1 ≤ −1,020.4,
    /// which the required constraints allow. The dual simplex had left a slack's cost of −0.02 at
    /// 750 behind 3e-11 at 999 and c1 0.204 off; a primal pass after it takes that step.
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
