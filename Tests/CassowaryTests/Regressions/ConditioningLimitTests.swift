@testable import Cassowary
import Testing

/// Replayed fuzz-solver inputs (reduced): badly scaled systems, coefficients a million-fold apart
/// or chains of ordinary ones that multiply to as much; each test names what it pins.
@Suite("Conditioning limit")
struct ConditioningLimitTests {
    /// Pins: a required equality among million fold coefficients holds.
    @Test func aRequiredEqualityAmongMillionFoldCoefficientsHolds() throws {
        let (x0, x1, x4) = try solveScaledShape(1e6)
        #expect(abs(1e6 * x4 + 3 * x0 - 320) < 1e-3)
        #expect(abs(x0 + x1) < 2e-5)
        #expect(abs(x1 + 1.0 / 3) < 1e-9)       // the weak preference, met
        #expect(abs(x4 - 0.000319) < 1e-9)
    }

    /// Pins: the same shape at a thousand fold holds.
    @Test func theSameShapeAtAThousandFoldHolds() throws {
        let (x0, x1, x4) = try solveScaledShape(1e3)
        #expect(abs(x0 + x1) < 1e-8)
        #expect(1e3 * x4 + 3 * x0 >= 320 - 1e-6)
    }

    /// x0, x1, x4 of a system whose coefficients are `scale` apart.
    private func solveScaledShape(_ scale: Double) throws -> (Double, Double, Double) {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x4 = Variable("x4")
        try solver.add((3 * scale * x1 <= -scale).priority(1))
        try solver.add(((scale + 0.5) * x1 + x4 <= 0).priority(750))
        try solver.add((2 * x4 <= 20).priority(750))
        try solver.add(scale * x4 + 3 * x0 >= 320)
        try solver.add(x1 + x0 == 0)
        solver.updateVariables()
        return (x0.value, x1.value, x4.value)
    }

    /// Pins: a satisfiable equality among thousandfold coefficients is added.
    @Test func aSatisfiableEqualityAmongThousandfoldCoefficientsIsAdded() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x2 = Variable("x2"), x4 = Variable("x4"), x5 = Variable("x5")
        try solver.addEditVariable(x5, priority: 500)
        let c0 = (x0 + 10 * x5 - 0.5 * x2 <= -1_000_000).priority(999.5)
        try solver.add(c0)
        try solver.add((0.5 * x5 + 1.001 * x0 <= 100).priority(251))
        try solver.add((x0 + x5 + 0.001 * x4 == 0).priority(250))
        try solver.remove(c0)
        try solver.add((x2 + 0.5 * x4 >= 100).priority(250))
        try solver.add(0.001 * x2 - 2 * x0 + 10 * x4 == 0)
        try solver.add(-999 * x2 + 1000 * x0 == 0)
        solver.updateVariables()
        #expect(abs(0.001 * x2.value - 2 * x0.value + 10 * x4.value) < 1e-6)
        #expect(abs(-999 * x2.value + 1000 * x0.value) < 1e-6 * 1000 * abs(x0.value))
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: the optimum behind three billionth coefficients is found.
    @Test func theOptimumBehindThreeBillionthCoefficientsIsFound() throws {
        for big in [1000.0, 100] {
            let solver = Solver()
            let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3")
            try solver.add((Expression(0) <= -20).priority(250))   // always 20 off
            try solver.add((x3 + big * x2 + 3 * x0 >= -20).priority(250))
            try solver.add(-big * x3 + x1 <= -10)
            let tie = x3 + (1 / big) * x2 + x1
            try solver.add((tie == -20).priority(250))
            for _ in 0..<4 { try solver.add((3 * x3 == -20).priority(250)) }
            try solver.add(3 * x1 <= 0)
            solver.updateVariables()
            let given = 20 + max(0, -(x3.value + big * x2.value + 3 * x0.value + 20))
                + abs(tie.value + 20) + 4 * abs(3 * x3.value + 20)
            #expect(abs(solver.error(at: 250) - given) < 1e-6)
            #expect(abs(solver.error(at: 250) - 20) < 1e-6)
            #expect(abs(x3.value + 20.0 / 3) < 1e-6)
        }
    }

    /// Pins: the optimum behind a chain of small rates is found.
    @Test func theOptimumBehindAChainOfSmallRatesIsFound() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = (-200 * x[1] >= 0.5).priority(999.5)
        try solver.add(c0)
        try solver.addEditVariable(x[1], priority: 250)
        try solver.updateConstant(of: c0, to: 0)
        try solver.add((Expression(0) == 0).priority(251))
        try solver.addEditVariable(x[0], priority: 250)
        let c2 = (-1 * x[0] - x[3] >= 10).priority(750)
        try solver.add(c2)
        try solver.add((x[0] + 0.01 * x[3] >= 10).priority(999.5))
        try solver.add((Expression(0) == 10).priority(750))
        try solver.updateConstant(of: c2, to: 0)
        try solver.add(0.01 * x[1] + 99.99 * x[4] <= 0)
        try solver.add((-0.01 * x[4] <= -20).priority(251))
        solver.updateVariables()
        #expect(solver.error(at: 251) < 1e-6)
        #expect(abs(x[4].value - 2000) < 1e-6)
    }

    /// Pins: the chain of small rates is followed past other rows.
    @Test func theChainOfSmallRatesIsFollowedPastOtherRows() throws {
        for pinsX2 in [false, true] {
            let x = (0..<5).map { Variable("x\($0)") }
            let solver = Solver()
            try solver.add((-200 * x[1] >= 0.5).priority(251))
            try solver.add((-0.01 * x[2] - 101 * x[1] >= -20).priority(500))
            if pinsX2 { try solver.add(4 * x[2] == -1) }
            try solver.add(0.01 * x[1] + 99.99 * x[4] <= 0)
            try solver.add((-0.01 * x[4] <= -20).priority(750))
            solver.updateVariables()
            #expect(solver.error(at: 750) < 1e-6)
            #expect(abs(x[4].value - 2000) < 1e-6)
        }
    }

    /// Pins: an external reached through a chain of rates is no residue.
    @Test func anExternalReachedThroughAChainOfRatesIsNoResidue() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let (solver, _) = try solverWithAConstraintReadded(x)
        try solver.add(0.01 * x[1] + 100 * x[4] - 0.01 * x[0] <= 0)
        let c8 = (-0.01 * x[4] <= -20).priority(251)
        try solver.add(c8)
        let c13 = (x[4] + 0.5 * x[0] >= 42).priority(999)
        try solver.add(c13)
        solver.updateVariables()
        #expect(solver.error(at: 251) < 1e-6)
        #expect(abs(x[4].value - 2000) < 1e-6)
        #expect(c13.expression.value >= -1e-6)
    }

    /// Pins: a satisfiable constraint behind a chain of small rates is added.
    @Test func aSatisfiableConstraintBehindAChainOfSmallRatesIsAdded() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = (-200 * x[1] >= 0.5).priority(999.5)
        try solver.add(c0)
        try solver.addEditVariable(x[1], priority: 250)
        try solver.add(-0.01 * x[0] - 0.01 * x[4] <= 0)
        try solver.updateConstant(of: c0, to: 0)
        try solver.add(0.01 * x[1] + 99.99 * x[4] <= 0)
        try solver.add(-0.01 * x[4] <= -20)
        solver.updateVariables()
        #expect(x[4].value >= 2000 - 1e-6)
        #expect(0.01 * x[1].value + 99.99 * x[4].value <= 1e-6)
        #expect(-0.01 * x[0].value - 0.01 * x[4].value <= 1e-6)
    }

    /// Pins: removing a constraint keeps a row past a small coefficient feasible.
    @Test func removingAConstraintKeepsARowPastASmallCoefficientFeasible() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = (-200 * x[1] >= 0.5).priority(999.5)
        try solver.add(c0)
        try solver.updateConstant(of: c0, to: 0)
        try solver.add(-0.01 * x[2] - 1.5 * x[1] == 0)
        try solver.add((2 * x[0] <= 10).priority(999.5))
        try solver.add(0.01 * x[1] + 99.99 * x[4] <= 0)
        try solver.add((-0.5 * x[1] == -1_000_000).priority(750))
        let c14 = (-0.01 * x[0] - 0.01 * x[4] <= 0).priority(250)
        try solver.add(c14)
        try solver.remove(c0)
        solver.updateVariables()
        #expect(solver.diagnose().isEmpty)
        // x1 = 2e6 forces x4 <= −200.02, and x0 <= 5 at 999.5: c14 is 1.95 short.
        #expect(abs(solver.error(at: 250) - max(0, c14.expression.value)) < 1e-6)
        #expect(abs(solver.error(at: 250) - 1.9502) < 1e-4)
    }

    /// Pins: removing a constraint keeps the error of another.
    @Test func removingAConstraintKeepsTheErrorOfAnother() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let (solver, c0) = try solverWithAConstraintReadded(x)
        try solver.add(0.01 * x[1] + 99.99 * x[4] <= 0)
        try solver.add((-0.01 * x[4] <= -20).priority(251))
        try solver.add(x[4] == 0)
        try solver.remove(c0)
        solver.updateVariables()
        #expect(abs(x[4].value) < 1e-9)
        #expect(abs(solver.error(at: 251) - 20) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a required equality next to a hundred million holds.
    @Test func aRequiredEqualityNextToAHundredMillionHolds() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add((-1 * x[3] >= 10).priority(251))
        try solver.add((x[1] + 0.5 * x[3] + 100 * x[4] <= 0).priority(999.5))
        try solver.add((-99 * x[1] + 0.01 * x[0] == 1_000_000).priority(250))
        try solver.add((x[0] + 2 * x[4] == 100).priority(250))
        try solver.add(-1 * x[0] == 1)
        try solver.add((100 * x[0] >= 0).priority(500))
        solver.updateVariables()
        #expect(abs(x[0].value + 1) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: the error claimed after a value went and came back is what the values give.
    @Test func theErrorClaimedAfterAValueWentAndCameBackIsWhatTheValuesGive() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = (0.5 * x[0] + 100 * x[1] == -10).priority(750)
        try solver.add(c0)
        try solver.add(0.01 * x[0] + 100 * x[1] <= 0)
        let c3 = (Expression(0) <= -1_000_000).priority(750)
        try solver.add(c3)
        let c4 = (-100 * x[0] + x[1] >= -20).priority(750)
        try solver.add(c4)
        try solver.remove(c0)
        let c5 = (-0.01 * x[1] <= 0).priority(750)
        try solver.add(c5)
        let c7 = -1 * x[1] == 0
        try solver.add(c7)
        let c8 = Expression(0) == 0
        try solver.add(c8)
        try solver.add(-1 * x[1] <= 1)
        try solver.add((20.5 * x[1] >= 1_000_000).priority(250))
        try solver.updateConstant(of: c3, to: 0)
        try solver.remove(c7)
        try solver.add(-100 * x[0] + x[1] == 0)
        try solver.remove(c8)
        solver.updateVariables()
        let given = max(0, c3.expression.value) + max(0, -c4.expression.value) + max(0, c5.expression.value)
        #expect(abs(solver.error(at: 750) - given) < 1e-6)
    }

    /// Pins: a pivot on row residue loses no required equality.
    @Test func aPivotOnRowResidueLosesNoRequiredEquality() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = 0.01 * x[2] - x[0] == 0
        try solver.add(c0)
        try solver.add(-100 * x[1] - x[2] >= 1e-7)
        try solver.add(-1 * x[0] - 2 * x[2] >= 0)
        try solver.add((-0.5 * x[1] + 100 * x[2] == 0.5).priority(999.5))
        try solver.add((-0.5 * x[0] == 100).priority(999))
        try solver.add((100 * x[2] == 0.5).priority(999.5))
        try solver.add(2 * x[1] == 100)
        try solver.remove(c0)
        solver.updateVariables()
        #expect(abs(x[1].value - 50) < 1e-9)
        #expect(abs(x[2].value + 5000) < 1e-6)   // as high as −100·x1 − x2 >= 1e-7 lets it
        #expect(abs(x[0].value + 200) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a required equality through a hundred million is added.
    @Test func aRequiredEqualityThroughAHundredMillionIsAdded() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = (-200 * x[1] >= 0.5).priority(999.5)
        try solver.add(c0)
        try solver.remove(c0)
        try solver.add((-1 * x[0] - x[3] >= 10).priority(750))
        let c4 = (x[4] + 0.01 * x[3] >= 10).priority(999.5)
        try solver.add(c4)
        try solver.add(c0)
        try solver.add(0.01 * x[1] + 99.99 * x[4] <= 0)
        try solver.updateConstant(of: c4, to: -1_000_000)
        try solver.add((-0.01 * x[4] <= -20).priority(251))
        try solver.add(3 * x[0] >= 0)
        try solver.add(2 * x[0] == 0)
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a subject is no cancellation residue.
    @Test func aSubjectIsNoCancellationResidue() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = (x[3] + x[0] - 0.01 * x[3] >= 20).priority(250)
        try solver.add(c0)
        try solver.add((-100 * x[3] + 0.01 * x[1] - 0.01 * x[3] >= 20).priority(250))
        let c3 = (-1 * x[2] + 0.01 * x[0] - 0.5 * x[1] <= 100).priority(251)
        try solver.add(c3)
        let c4 = (0.01 * x[2] >= 1e-7).priority(999.5)
        try solver.add(c4)
        try solver.remove(c0)
        try solver.add((x[2] == -20).priority(250))
        #expect(solver.diagnose().isEmpty)
        solver.updateVariables()
        #expect(abs(x[2].value - 1e-5) < 1e-7)   // 1000 − 1000 at the rounding that pivot left
        try solver.remove(c3)
        #expect(solver.diagnose().isEmpty)
        solver.updateVariables()
        #expect(abs(x[2].value - 1e-5) < 1e-9)
        #expect(solver.error(at: 999.5) < 1e-9)
        #expect(abs(solver.error(at: 250) - 20.00001) < 1e-6)
    }

    /// Pins: a duplicate required equality among millions is redundant.
    @Test func aDuplicateRequiredEqualityAmongMillionsIsRedundant() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        func add(_ constant: Double, _ relation: Relation, _ priority: Double, _ terms: [(Int, Double)] = []) throws {
            let expression = Expression(terms: terms.map { Term(x[$0.0], $0.1) }, constant: -constant)
            try solver.add(Constraint(expression, relation, priority: Priority(priority)))
        }
        let solver = Solver()
        try solver.addEditVariable(x[4], priority: 251)
        try solver.addEditVariable(x[1], priority: 251)
        try add(1, .lessThanOrEqual, 1000, [(1, -1)])
        try add(-1e6, .equal, 999.5, [(1, -1)])
        try add(100, .greaterThanOrEqual, 250, [(1, -100.01), (3, 1)])
        try add(1, .equal, 1000, [(0, 3), (5, 10), (4, 10)])
        try add(1e6, .equal, 1, [(3, -1), (0, -2), (2, -1)])
        try add(100, .lessThanOrEqual, 250, [(0, -1), (2, -2)])
        try add(-10, .equal, 750, [(5, -6)])
        try add(0, .equal, 1000, [(4, -1)])
        try add(-20, .equal, 250, [(2, 0.01), (3, 1)])
        try add(1e6, .greaterThanOrEqual, 1000, [(2, 3), (3, -1), (0, 10)])
        try solver.addEditVariable(x[2], priority: 750)
        try add(1, .equal, 1000, [(0, 3), (5, 10), (4, 10)])   // the copy
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a conflict among thousandfold coefficients changes nothing.
    @Test func aConflictAmongThousandfoldCoefficientsChangesNothing() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x2 = Variable("x2"), x4 = Variable("x4")
        try solver.add((x2 + 0.5 * x4 >= 100).priority(250))
        try solver.add((0.001 * x2 - 2 * x0 + 10 * x4 == 0))
        solver.updateVariables()
        let before = [x0.value, x2.value, x4.value]
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(0.001 * x2 - 2 * x0 + 10 * x4 == 5)
        }
        solver.updateVariables()
        #expect([x0.value, x2.value, x4.value] == before)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a simplex going round on small steps stops taking them.
    @Test func aSimplexGoingRoundOnSmallStepsStopsTakingThem() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = 0.01 * x[2] - x[0] == 0
        try solver.add(c0)
        try solver.add(-100 * x[1] - x[2] >= 1e-7)
        let c3 = (-0.5 * x[1] + 100 * x[2] == 0.5).priority(999.5)
        try solver.add(c3)
        try solver.add((30 * x[0] == -10).priority(251))
        try solver.add((-100 * x[1] + 10 * x[0] == 320).priority(251))
        try solver.add(x[1] == 0)
        try solver.remove(c0)
        try solver.add((100 * x[0] >= 1e6).priority(1))
        try solver.remove(c3)
        solver.updateVariables()
        // x1 = 0; at 251 |30·x0 + 10| + |10·x0 − 320| is least at x0 = −1/3.
        #expect(abs(solver.error(at: 251) - 970.0 / 3) < 1e-6)
        #expect(abs(x[0].value + 1.0 / 3) < 1e-9)
        #expect(abs(x[1].value) < 1e-9)
        #expect(x[2].value <= 1e-9)
    }

    /// Pins: a simplex going round on rounding ends.
    @Test func aSimplexGoingRoundOnRoundingEnds() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(-1 * x[3] >= 0)
        try solver.add((-100 * x[1] == 0.5).priority(999.5))
        let c4 = (x[4] + 0.01 * x[3] >= 10).priority(999.5)
        try solver.add(c4)
        try solver.add(0.01 * x[1] + 100 * x[4] - 0.01 * x[4] <= 0)
        try solver.updateConstant(of: c4, to: -1_000_000)
        try solver.add((-2 * x[4] >= 0).priority(251))
        try solver.add((-0.01 * x[4] <= 0).priority(999))
        solver.updateVariables()
        for priority in [999.5, 999, 251] { #expect(solver.error(at: Priority(priority)) < 1e-9) }
        #expect(abs(x[1].value + 0.005) < 1e-9)
        #expect(abs(x[4].value) < 1e-9)
    }

    /// Pins: a required equality added twice is redundant whatever the rounding.
    @Test func aRequiredEqualityAddedTwiceIsRedundantWhateverTheRounding() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let c1 = (-1 * x[3] >= 10).priority(251)
        try solver.add(c1)
        try solver.add(0.01 * x[3] - 3 * x[2] >= 0)
        try solver.add(0.5 * x[0] - 0.5 * x[1] + 100 * x[4] <= -20)
        try solver.add((x[1] + 0.5 * x[0] + 0.5 * x[2] == 10).priority(750))
        try solver.remove(c1)
        try solver.add((0.01 * x[1] + 3 * x[3] >= 1e-7).priority(750))
        try solver.add((0.01 * x[2] >= 1e-7).priority(999.5))
        let c7 = 0.5 * x[0] + x[0] + 2 * x[4] == 0
        try solver.add(c7)
        let twin = 0.5 * x[0] + x[0] + 2 * x[4] == 0
        try solver.add(twin)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.updateConstant(of: twin, to: 10) }
        solver.updateVariables()
        #expect(abs(c7.expression.value) < 1e-9)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a conflict hidden behind a cancellation from ten million.
    @Test(arguments: [false, true])
    func aConflictHiddenBehindACancellationFromTenMillion(breaksConflicts: Bool) throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = breaksConflicts
        try solver.add(0.01 * x[3] - x[2] - 2 * x[2] >= 0)
        try solver.add(0.5 * x[0] - 0.5 * x[1] + 100 * x[4] <= -20)
        try solver.add((x[1] + 0.5 * x[0] + 0.5 * x[2] == 10).priority(750))
        try solver.add((0.01 * x[1] + 3 * x[3] >= 1e-7).priority(750))
        try solver.add((0.01 * x[2] >= 1e-7).priority(999.5))
        try solver.add(0.5 * x[0] + x[0] + 2 * x[4] == 0)
        try solver.add(0.5 * x[0] + x[0] - 2 * x[4] == 0)
        let conflicting = 100 * x[0] <= -10
        if breaksConflicts {
            try solver.add(conflicting)
            #expect(solver.brokenConstraints.map(\.constraint) == [conflicting])
        } else {
            #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(conflicting) }
        }
        #expect(!solver.hasConstraint(conflicting))
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-9 && abs(x[4].value) < 1e-9)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a coefficient is judged against every term summed into it.
    @Test func aCoefficientIsJudgedAgainstEveryTermSummedIntoIt() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add((x[0] - 100 * x[1] - 100 * x[1] >= 0.5).priority(999.5))
        try solver.addEditVariable(x[0], priority: 500)
        try solver.removeEditVariable(x[0])
        try solver.add((-1 * x[0] - x[3] >= 10).priority(750))
        try solver.add((x[4] + 3 * x[3] <= 100).priority(999))
        try solver.add(0.01 * x[1] + 100 * x[4] - 0.01 * x[4] <= 0)
        try solver.add((x[4] <= -1).priority(251))
        try solver.add(10 * x[4] >= 0)
        solver.updateVariables()
        #expect(x[4].value >= -1e-9)
        #expect(abs(solver.error(at: 251) - 1) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a value read through rows of huge terms is judged against them.
    @Test func aValueReadThroughRowsOfHugeTermsIsJudgedAgainstThem() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add((Expression(0) >= 1e6).priority(1))
        try solver.add((-1 * x[1] + 2 * x[4] <= -10).priority(251))
        try solver.add((-100 * x[1] - 100 * x[1] >= 0.5).priority(999.5))
        try solver.add(-100 * x[0] - 0.01 * x[1] == -20)
        let c5 = -0.01 * x[0] == 0
        try solver.add(c5)
        let c6 = (x[2] + x[2] == 20).priority(250)
        try solver.add(c6)
        try solver.updateConstant(of: c5, to: 1e6)
        try solver.remove(c6)
        try solver.add((3 * x[2] + 10 * x[4] - x[1] == -20).priority(750))
        try solver.add(-0.5 * x[2] + 0.5 * x[3] <= -20)
        try solver.add(100 * x[3] + 100 * x[3] + 100 * x[3] == 0)
        #expect(solver.hasConstraint(c5))
        solver.updateVariables()
        #expect(abs(x[0].value + 1e8) <= 1e-6 * 1e8)
        #expect(abs(x[3].value) <= 1e-6 * 1e6)
    }

    /// Pins: rounding grown by pivots under a ten thousandth is caught by the check.
    @Test func roundingGrownByPivotsUnderATenThousandthIsCaughtByTheCheck() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add((-1 * x[3] >= 10).priority(251))
        try solver.add(0.01 * x[3] - x[2] - 2 * x[2] >= 0)
        let c4 = x[1] - 0.01 * x[0] + 0.5 * x[2] == 1
        try solver.add(c4)
        try solver.add(100 * x[4] <= -20)
        try solver.add((x[1] + x[0] + 0.5 * x[4] >= 10).priority(251))
        try solver.addEditVariable(x[0], priority: 250)
        try solver.add((0.01 * x[1] + 3 * x[3] >= 1e-7).priority(750))
        try solver.add((0.01 * x[2] >= 1e-7).priority(999.5))
        let c10 = 0.5 * x[0] + x[0] + 2 * x[4] == 0
        try solver.add(c10)
        try solver.add((Expression(0) == 0).priority(250))
        try solver.add(x[1] + x[4] == 0)
        try solver.updateConstant(of: c4, to: 10)
        try solver.add((-2 * x[1] - 2 * x[1] - 2 * x[1] == -20).priority(999.5))
        try solver.add((x[0] == 0).priority(750))
        solver.updateVariables()
        #expect(abs(c10.expression.value) < 1e-6)
        #expect(abs(c4.expression.value) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: the twin that takes a removed ones place is the oldest.
    @Test func theTwinThatTakesARemovedOnesPlaceIsTheOldest() throws {
        for _ in 0..<20 {
            let x0 = Variable("x0")
            let solver = Solver()
            solver.breaksConflicts = true
            try solver.addEditVariable(x0, priority: 500)
            try solver.add(-1 * x0 - x0 == 0)
            try solver.add(-1 * x0 == 0)
            try solver.add(-1 * x0 == 0)
            try solver.add((-1 * x0 >= -1e6).priority(250))
            try solver.removeEditVariable(x0)
            let tiny = x0 >= 1e-7
            try solver.add(tiny)
            #expect(solver.brokenConstraints.map(\.constraint) == [tiny])
        }
    }

    /// Pins: rounding on the scale of an earlier solution is no misleading step.
    @Test func roundingOnTheScaleOfAnEarlierSolutionIsNoMisleadingStep() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        solver.maximumPivots = 2
        try solver.add((-1 * x[0] - x[3] >= 10).priority(750))
        try solver.add((-100 * x[1] - 100 * x[1] >= 0.5).priority(999.5))
        try solver.add(0.01 * x[1] + 100 * x[4] - 0.01 * x[4] <= 0)
        let c7 = (-0.01 * x[4] <= -20).priority(251)
        try solver.add(c7)
        try solver.updateConstant(of: c7, to: -1e6)
        let c9 = (-0.01 * x[4] <= -20).priority(251)
        try solver.add(c9)
        let c11 = 3 * x[3] + x[1] + x[0] == 42
        try solver.add(c11)
        #expect(throws: IterationLimitError.self) { try solver.add(-1 * x[3] >= 0) }
        try solver.updateConstant(of: c9, to: 0.5)
        try solver.add(-1 * x[3] >= 0)
        try solver.remove(c11)
        solver.updateVariables()
        #expect(solver.error(at: 251) < 1e-6 * 1e6)
        #expect(abs(x[4].value - 1e8) <= 1e-6 * 1e8)
    }

    /// Pins: a required twin of a preferred inequality is written from its slack.
    @Test func aRequiredTwinOfAPreferredInequalityIsWrittenFromItsSlack() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        let c0 = (-0.5 * x[1] + 100 * x[0] + x[2] == 0).priority(999.5)
        let c3 = (100 * x[2] - 0.01 * x[1] >= 20).priority(250)
        let c4 = (x[0] + x[1] - 100 * x[1] <= 0.5).priority(999.5)
        let c5 = 100 * x[2] - 0.01 * x[1] >= 20
        try solver.add(c0)
        try solver.add((x[0] <= -1).priority(999))
        try solver.add(c3)
        try solver.add(c4)
        try solver.remove(c4)
        try solver.add(c4)
        try solver.remove(c0)
        try solver.add(c0)
        try solver.remove(c0)
        try solver.addEditVariable(x[2], priority: 500)
        try solver.add(c5)
        try solver.add(c0)
        try solver.remove(c4)
        try solver.add(c4)
        try solver.remove(c5)
        solver.updateVariables()
        let actual = abs(c0.expression.value) + max(0, c4.expression.value)
        let size = 100 * x.reduce(1) { max($0, abs($1.value)) }
        #expect(abs(solver.error(at: 999.5) - actual) <= 1e-6 * size)
    }

    /// Pins: a removal through a small coefficient claims the errors its values give.
    @Test func aRemovalThroughASmallCoefficientClaimsTheErrorsItsValuesGive() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = x[0] + 0.01 * x[1] + 100 * x[2] >= 10
        let c3 = 0.01 * x[2] + x[1] <= 0
        try solver.add(c0)
        try solver.add(c3)
        try solver.add((-1 * x[0] - 2 * x[2] == -20).priority(250))
        try solver.remove(c3)
        try solver.add((0.01 * x[0] + 0.01 * x[2] - x[2] == 0).priority(999))
        try solver.add((x[0] + 0.01 * x[0] + 0.01 * x[2] >= -20).priority(250))
        try solver.remove(c0)
        solver.updateVariables()
        #expect(solver.error(at: 999) < 1e-9 && solver.error(at: 250) < 1e-9)
        #expect(abs(0.01 * x[0].value - 0.99 * x[2].value) < 1e-9)
        #expect(abs(x[0].value + 2 * x[2].value - 20) < 1e-9)
    }

    /// `−100·x1 + 0.5·x2 <= −10` at 750 added, removed and added again.
    private func solverWithAConstraintReadded(_ x: [Variable]) throws -> (Solver, Constraint) {
        let solver = Solver()
        let c0 = (-100 * x[1] + 0.5 * x[2] <= -10).priority(750)
        try solver.add(c0)
        try solver.remove(c0)
        try solver.add(c0)
        return (solver, c0)
    }
}
