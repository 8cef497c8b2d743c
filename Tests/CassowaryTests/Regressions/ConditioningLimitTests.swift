@testable import Cassowary
import Testing

/// Badly scaled systems, found by fuzz-solver: coefficients a million-fold apart, or chains of
/// ordinary ones that multiply to as much.
@Suite("Conditioning limit")
struct ConditioningLimitTests {
    /// Coefficients of 1e6 next to 1 and 3. x0 becomes the subject of the row with 3·x0 next
    /// to 1e6·x4, so x0 = 106.7 − 333,333·x4, and x4 (0.000319) is itself the difference of
    /// two numbers near 333,333: rounding of 6e-11 in x4 moves x0 by 2e-5 at worst. Dropping
    /// "tiny" coefficients of 3e-6 once left the equality off by 48.
    @Test func aRequiredEqualityAmongMillionFoldCoefficientsHolds() throws {
        let (x0, x1, x4) = try solveScaledShape(1e6)
        #expect(abs(1e6 * x4 + 3 * x0 - 320) < 1e-3)
        #expect(abs(x0 + x1) < 2e-5)
        #expect(abs(x1 + 1.0 / 3) < 1e-9)       // the weak preference, met
        #expect(abs(x4 - 0.000319) < 1e-9)
    }

    /// The same shape at UI scale (multipliers up to 1,000) holds to 1e-8.
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

    /// 1000 next to 0.001: x2 ends up near 1e9 and phase one's artificial objective rounds by
    /// more than 1e-8 although the artificial variable left the basis (so is exactly 0). That
    /// was reported as a conflict, and the rollback, having dropped a coefficient of 2e-10 on
    /// the way, left an earlier required equality off by a million.
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

    /// Found by fuzz-solver (kiwi finds the optimum): x3 can reach −20/3, meeting four weak
    /// equalities, only by moving a slack whose reduced cost is −1.2e-8 through rows where its
    /// coefficient is −3e-9, a thousandth of its largest. At 1000 next to 0.001 the step's
    /// coefficients of 3e8 once cancelled x3's dependence on those equalities away in a later
    /// pivot: the tableau claimed an error of 20 while its values gave 100, and rebuilt without
    /// such steps it stopped at the suboptimum. x3 had been the subject of the second constraint
    /// through its 1 next to 1000, and x2 that of `tie` through its 1/1000; a fresh subject's
    /// coefficient is now within a hundredth of the row's largest.
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

    /// Found by fuzz-solver with coefficients of 0.01 to 100 only (310,271 inputs in): meeting the
    /// weak `x4 >= 2000` at 251 takes x1 to −2e7 through `0.01·x1 + 99.99·x4 <= 0`, and x1 moves
    /// only through the slack of `−200·x1 >= 0` (at 999.5) at a rate of 1/200. Chained, the step's
    /// reduced cost at 251 is 1/200 · 1/9999 · 0.01 = −5e-9, and so is the coefficient of the row
    /// that bounds it: under the 1e-8 the simplex took for zero, so it stopped at an error of 20,
    /// or found the optimum, depending on the order of operations. Against the slack's column
    /// (0.005 at most) neither is rounding; the simplex now judges them by that.
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

    /// The same chain, found by fuzz-solver (grown corpus; the replay of a rolled-back operation
    /// did better at 750 than the live solver, whose rebuild added the constraints in another
    /// order): the slack's cost of −5e-9 was judged against 50.5 in x2's row, an external row that
    /// never bounds a step, and with `4·x2 == −1` against 0.505, under the 1e-8 of its column then
    /// taken for rounding. Costs are now judged against restricted rows and a billionth of their
    /// column (see `aSimplexGoingRoundOnSmallStepsStopsTakingThem` for what that risks).
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

    /// The same chain again (found by fuzz-solver, grown corpus): expanding `x4 >= 2000` leaves x2
    /// with 0.01 · 0.0001 · 0.005 = 5e-9, which was dropped as residue for being under 1e-8, so
    /// x0 became the subject of a row that had lost x2. When c13 later made x2 basic at 2e13, x4
    /// followed it to −1e7 while the tableau went on claiming no error at 251. Cancellation is
    /// judged where it happens (`expanded`), and an external that survives it stays.
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

    /// The same chain in phase one (found by fuzz-solver, whose replay took `x4 >= 2000` for a
    /// conflict the live solver had accepted): x1 = −2e7 meets it, but the artificial objective's
    /// improving rate was −5e-9, under the 1e-8 phase one took for zero, so the required
    /// constraint was refused. Phase one now judges rates against their column too.
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

    /// The same chain when a constraint is removed (found by fuzz-solver, whose replay claimed an
    /// error of 0 that its values put at 1.95): to drop `−200·x1 >= 0`, its slack was pivoted in
    /// through the row that bounds it at 4e8, past c14's slack row, where its coefficient is 5e-9,
    /// under the 1e-8 taken for rounding. That row was left at −1.95, infeasible, and the error
    /// it owed never counted. A row the step takes below 0 now bounds it, small or not.
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

    /// And the other way round (found by fuzz-solver, reduced to these steps): re-adding c0 left
    /// its slack in c8's error row with a coefficient of 1e-8, residue, next to −2 in x2's row.
    /// Removing c0 pivoted through the error row (a restricted row, as Cassowary prefers) and
    /// dropped it: the error of 20 that `x4 == 0` forces on c8 was no longer counted. A
    /// coefficient is now residue when it is that small against the largest in its column.
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

    /// Found by fuzz-solver (the constraints a rebuild re-added, reduced to six): `x0 == −1` is
    /// required, yet x0 ends at 0. x0's row keeps a deferred reference, x0 = 1e8 + 9900·x1, so
    /// x0 is the difference of two numbers near 1e8; the weak `x0 >= 0` then pivots through
    /// coefficients that are such differences (5e-11 left of 9900 · 1.0101e-4 − 1) and the
    /// dummy of the required equality ended with a coefficient of 1.7e10 in x0's row. x0 was the
    /// subject of `0.01·x0 − 99·x1 == 1e6` as the fresh variable; now x1, the larger coefficient.
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

    /// Found by fuzz-solver (its seeds, 290,000 inputs in): after x1 went to 48,780 and back to 0,
    /// c5's error row kept a constant of 487.8 its values deny (−0.01·x1 is 7e-14): the solver
    /// claimed an error of 487.8 at 750 where there was none. x0 had been the subject of c0 through
    /// its 0.5 next to 100, as in the equality above; now x1 is.
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

    /// Found by fuzz-solver (from its grown corpus, reduced to these eight steps): after
    /// `2·x1 == 100`, two error rows kept 1e-8 of c0's dummy, rounding 2e-12 the size of their
    /// largest coefficient (5,000). Removing c0 turned that residue into a pivot with a ratio of
    /// 4.9e13: x0 went to −4.9e13 and the required `2·x1 == 100` was lost (x1 = 0.003). A pivot
    /// on a coefficient that small against its row now sets off the solution check, and the
    /// rebuilt tableau takes none.
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

    /// Found by fuzz-solver (from its grown corpus, reduced to these ten steps; the replay refused
    /// what the live solver had accepted): x0 = 1e8 + … after c4's constant went to −1e6, and
    /// adding `2·x0 == 0` leaves phase one with its artificial variable basic at 3e-8, the
    /// rounding of 2e8. That was over 1e-8 and so taken for a conflict; 0 is now judged against
    /// the magnitude of the row.
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

    /// Found by fuzz-solver (its seeds, 247,557 inputs in; the live solver claimed no error at
    /// 999.5 where its values gave 0.2). Removing c0 pivots through a coefficient of 2e-6, which
    /// leaves x3 in x1's and x2's rows as 10001.0000006 and 5000.5000001. Adding `x2 == −20`
    /// expands x2 through x1, and 5000.5000001 − 0.5 · 10001.0000006 = −1.6e-7, not 0, made x3 its
    /// subject: x0 went to 6e13. Expanding now cancels within 1e-9 of the terms. Removing c3 then
    /// spread x0's row into error rows through coefficients of 3e-11 (rounding against their 100),
    /// leaving a restricted row that mentioned x3; such residue is dropped before the pivot.
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

    /// Found by fuzz-solver: after values near 1e6 went through multipliers of 100, a second copy
    /// of a required equality summed to 3e-8 rather than 0 and was taken for a conflict. Whether
    /// a redundant equality holds is judged relative to the constants summed.
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

    /// A conflict among the same coefficients leaves the solver as it was.
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

    /// Found by fuzz-solver (grown corpus) when costs and pivots were first judged against a
    /// billionth of their column: the simplex cycled on rounding until 100,000 pivots undid the
    /// operation (removing c3; adding the constraint at 1, once reduced to these). A simplex that
    /// goes round now stops taking small steps and ends at the optimum; ending where it went round
    /// would have left an error of 970 at 251.
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

    /// Found by fuzz-solver (grown corpus): two error symbols took turns in the basis, each cost
    /// judged against its own column (−1.4e-8 against 10,000 is real, 7e-11 against 50 is not),
    /// until 100,000 pivots undid the last add. The phase now ends where it goes round.
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

    /// Found by fuzz-solver (grown corpus): x0's row came out of a cancellation from 1.8e7 to
    /// 0.34 and kept its last digits wrong, so a second `1.5·x0 + 2·x4 == 0` reduced to 3e-9 of
    /// an error symbol besides the two dummies, and was solved for it. Moving its constant to 10
    /// then passed, and broke the first by 10. Twins are now written from each other's marker.
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

    /// Found by fuzz-solver (grown corpus): a cancellation from 1.8e7 leaves x0's row wrong in its
    /// ninth digit, so `1.5·x0 + 2·x4 == 0` and `1.5·x0 − 2·x4 == 0` pin x0 to 0 only up to
    /// 1.2e-9 of a slack whose column holds 30,000s. `100·x0 <= −10` was solved through that
    /// residue (a pivot on 1.2e-7 in a row of 33s), x2 went to 8e9 and the conflict passed. The
    /// pivot is now checked as one that may be rounding; the values deny it, and the tableau
    /// rebuilt without such pivots cannot add the constraint: a conflict, thrown or recorded.
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

    /// Found by fuzz-solver (grown corpus): the rows of x0, x3 and x4 reach 6e6 (an edit variable
    /// added and removed, rates of 200 and 3), and expanding `10·x4` for the required
    /// `10·x4 >= 0` summed −30.0000000267 + 30 on a slack, then 2.7e-8 from x0's row. Judged
    /// term by term, the first pair cancelled and the 2.7e-8 stayed: phase one pivoted on it and
    /// left x4 at −1. Judged against the 30s summed, the whole is rounding.
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

    /// Found by fuzz-solver (grown corpus): required equalities put x0 at −1e8 and x1 at 1e12, and
    /// c3 then misses by 2e14 at 999.5. The solution check judged the required `300·x3 == 0`, off
    /// by 0.07 at x3 = 2e-4, against its own terms only, though x3 is read through rows of 1e12:
    /// it rebuilt the tableau without small steps, where c5 needs a coefficient of 5e-9 and could
    /// not be added again. That was a false conflict (silently dropping c5, before rebuilds
    /// reported what they could not add). The check now allows for the terms values are read
    /// through.
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

    /// Found by fuzz-solver (grown corpus): the solution after c9 was checked and the tableau
    /// rebuilt without small steps; pivots on 1.1e-5 there grew rounding to 2.1e-6 of a slack in
    /// c9's row, where the exact row has none, and the last add pivoted on it: the required
    /// `1.5·x0 + 2·x4 == 0` ended 2.8 off. Under 1e-4 a pivot is now checked whatever its row
    /// and column say.
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

    /// Found by fuzz-solver (seeds, 274,841 inputs): four constraints over `x0` alone, and the
    /// edit constraint filed for them leaves. The twin that took its place was the first in the
    /// records' dictionary order: the required `−x0 == 0`, or `−x0 >= −1e6` at 250, whose constant
    /// of 1e6 hid the conflict of `x0 >= 1e-7` in its rounding. A solver replaying the same
    /// operations could choose the other. The oldest twin is taken now; twenty solvers (fresh
    /// constraints, fresh addresses) must all find the conflict.
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

    /// Found by fuzz-solver (grown corpus): until `−x3 >= 0` comes, x3 absorbs what c7 at 251 asks
    /// and the solution runs to 1e12; the bound brings it back, and x1 ends 6e-5 off −0.0025 from
    /// rounding on that scale. The solution check took that for a misleading small step and
    /// stopped small steps for good, so after removing c11 the chain rate of 5e-9 through which
    /// c7 can be met went unseen: an error of 1e6 at 251 where a solver replaying the operations
    /// had 0. The check now allows for the largest term summed before the operation.
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

    /// Found by fuzz-solver from its seeds (346,926 inputs): the required c5 has the terms of c3
    /// at 250. Built through rows summed from 990,000s, c5's row kept 8e-7 of x2's edit error
    /// where the exact row has none; adding c0 pivoted on it, which left c0's row dependent on
    /// c5's slack by 0.01, and removing c5 then lost x2's part in c0: 0.2 of error at 999.5 that
    /// the tableau did not claim. Written from c3's slack and error, c5's row is exact.
    /// The values reach 100 through coefficients of 100: rounding is judged against that.
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

    /// Found by fuzz-solver from its seeds (608,658 inputs; reduced to seven operations).
    /// Removing c0 pivoted its slack in through a row where it stood at under 1e-4 of the
    /// largest; the rows were left with terms of 1e13, and the errors claimed at 999 and 250 (0)
    /// were not what the values gave (0.39 and 39.4). Such a removal is checked as a small step.
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

    /// `−100·x1 + 0.5·x2 <= −10` at 750 added, removed and added again: the start of two systems
    /// fuzz-solver found.
    private func solverWithAConstraintReadded(_ x: [Variable]) throws -> (Solver, Constraint) {
        let solver = Solver()
        let c0 = (-100 * x[1] + 0.5 * x[2] <= -10).priority(750)
        try solver.add(c0)
        try solver.remove(c0)
        try solver.add(c0)
        return (solver, c0)
    }
}
