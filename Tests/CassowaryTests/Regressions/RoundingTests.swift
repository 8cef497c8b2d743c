@testable import Cassowary
import Testing

/// Rounding residue the tolerances must not turn into wrong answers; each case is the
/// fuzz-solver input that found it, as the fuzzer replayed it on a fresh solver.
@Suite("Rounding")
struct RoundingTests {
    private func constraint(_ terms: [(Variable, Double)], _ relation: Relation, _ constant: Double,
                            _ priority: Double = 1000) -> Constraint {
        Constraint(Expression(terms: terms.map { Term($0.0, $0.1) }, constant: -constant), relation,
                   priority: Priority(priority))
    }

    /// Phase one entered a slack over a step of 8,000 past a row where its coefficient was −5e-9
    /// (under the ratio test's 1e-8), leaving that row at −4e-5; the next pivot on the infeasible
    /// row divided that by a small coefficient and broke the required `0.5·x1 <= −20` by 20. A
    /// row already short of 0 now leaves only by a degenerate step.
    @Test func aRequiredInequalityHoldsPastASmallCoefficient() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = constraint([(x[1], -200)], .greaterThanOrEqual, 0.5, 999.5)
        try solver.add(c0)
        try solver.addEditVariable(x[1], priority: 250)
        try solver.updateConstant(of: c0, to: 0)
        try solver.add(constraint([], .equal, 0, 251))
        try solver.addEditVariable(x[0], priority: 250)
        let c2 = constraint([(x[0], -1), (x[3], -1)], .greaterThanOrEqual, 10, 750)
        try solver.add(c2)
        try solver.add(constraint([(x[0], 1), (x[3], 0.01)], .greaterThanOrEqual, 10, 999.5))
        try solver.add(constraint([], .equal, 10, 750))
        try solver.updateConstant(of: c2, to: 0)
        try solver.add(constraint([(x[1], 0.01), (x[4], 99.99)], .lessThanOrEqual, 0))
        try solver.add(constraint([(x[4], -0.01)], .equal, 0, 251))
        try solver.add(constraint([(x[2], 0.5), (x[0], 1)], .lessThanOrEqual, 1))
        try solver.add(constraint([(x[1], 0.5)], .lessThanOrEqual, -20))
        solver.updateVariables()
        #expect(0.5 * x[1].value <= -20 + 1e-8)
        #expect(0.01 * x[1].value + 99.99 * x[4].value <= 1e-8)
        #expect(0.5 * x[2].value + x[0].value <= 1 + 1e-8)
        #expect(solver.diagnose().isEmpty)
    }

    /// Found by fuzz-solver (the constraints a rebuild re-added, reduced to eight): x2 and x3 end
    /// up with coefficients of 1.7e7 in the tableau, and their products left a reduced cost of
    /// +2.4e-7 at level 500, where the true cost is 0. Over 1e-8, it was taken for a real one and
    /// hid the −4,999 below it at 251: the solver stopped at an error of 209,958 there. Rounding
    /// is now judged against the column. The optimum (4,999 at 251, 41 at 250) is HiGHS's.
    @Test func roundingOnAHigherLevelHidesNoImprovementBelowIt() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(x[1] - x[4] == 0)
        try solver.add(100 * x[0] - 2 * x[2] >= 0)
        try solver.add((x[0] <= -1).priority(999))
        try solver.add(3 * x[1] - 100 * x[2] + x[0] == 0)
        try solver.add(-0.01 * x[1] + 0.01 * x[3] + 100 * x[4] <= 0)
        try solver.add((x[0] <= -42).priority(250))
        try solver.add((100 * x[4] + x[0] - 100 * x[3] == 42).priority(500))
        try solver.add((3 * x[4] - 0.01 * x[0] >= 0).priority(251))
        #expect(solver.error(at: 999) < 1e-6)
        #expect(solver.error(at: 500) < 1e-4)
        #expect(abs(solver.error(at: 251) - 4998.99) < 1e-3)
        #expect(abs(solver.error(at: 250) - 41) < 1e-3)
    }

    /// Found by fuzz-solver: x2 reaches −2e11 here, and a slack's reduced cost at 250 was 2.3e-10
    /// of rounding. Removing c8 substituted that slack by a row whose constant is −2e5, and the
    /// level's objective, kept as a running constant, came out at −4.7e-5 with every error at 0.
    /// It is now read from the error rows.
    @Test func removingAConstraintLeavesNoNegativeObjective() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add((-200 * x[1] <= -10).priority(251))
        try solver.add((-0.01 * x[2] - 101 * x[1] >= -20).priority(500))
        try solver.add((x[4] + 0.01 * x[3] >= 10).priority(999.5))
        let c8 = 0.01 * x[1] + 99.99 * x[4] <= 0
        try solver.add(c8)
        try solver.add((-0.01 * x[4] <= -20).priority(750))
        try solver.add((0.5 * x[1] + 2 * x[2] - 0.5 * x[3] == 0).priority(250))
        try solver.remove(c8)
        #expect(solver.error(at: 250) >= 0)
        #expect(solver.diagnose().isEmpty)
    }

    /// Found by fuzz-solver from its seeds: x0 = −1e8 puts 1e10 into c1's row, and the level's
    /// objective, kept as a running constant, drifted to −1.16 while the one error it sums (the
    /// edit of x1) was 1.2e-4. The error at a priority is now read from the error rows.
    @Test func theErrorAtAPriorityIsWhatItsErrorsSum() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add((1.01 * x[2] <= -1).priority(999))
        let c1 = -100 * x[0] + 0.01 * x[1] - x[2] >= -1
        try solver.add(c1)
        try solver.addEditVariable(x[1], priority: 251)
        let c2 = -100.01 * x[0] + 0.01 * x[1] <= -1_000_000
        try solver.add(c2)
        try solver.add((10 * x[2] == 100).priority(750))
        try solver.updateConstant(of: c1, to: 20)
        try solver.remove(c2)
        try solver.add(0.01 * x[0] == -1_000_000)
        try solver.add(0.01 * x[0] <= 1e-7)
        solver.updateVariables()
        #expect(abs(solver.error(at: 251) - abs(x[1].value)) < 1e-3)
    }

    /// Found by fuzz-solver: with x3 held at −1e-7, `−0.01·x3 == 0` is off by 1e-9, under 1e-8,
    /// and was taken for redundant; once the first constraint went, x3 stayed at −1e-7, so a
    /// later `x3 == 0` conflicted in one order of operations and not in another. Whether an
    /// equality already holds is judged in its variables' units (1e-7 of x3).
    @Test func aSmallMultiplierDoesNotHideAConflict() throws {
        let x3 = Variable("x3")
        let solver = Solver()
        let c1 = -1 * x3 == 1
        try solver.add(c1)
        try solver.updateConstant(of: c1, to: 1e-7)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(-0.01 * x3 == 0) }
        try solver.add(-1 * x3 == 1e-7)  // the same equality again is redundant
    }

    /// Suggesting −1e6 and then 0.5 left x0's two bounds (`101.99·x0 >= 0`, `−x0 >= 0`) with
    /// −1.2e-8 of rounding, which the dual simplex took for a conflict with the suggestion: a
    /// change of constant now allows rounding relative to its size (1e-13 of it).
    @Test func suggestionsOfAMillionAndBackRaiseNoConflict() throws {
        let x0 = Variable("x0")
        let solver = Solver()
        let c0 = constraint([(x0, 101.99)], .greaterThanOrEqual, 320)
        try solver.add(c0)
        try solver.updateConstant(of: c0, to: 0)
        let c1 = constraint([(x0, 100)], .greaterThanOrEqual, 42, 999)
        try solver.add(c1)
        let c2 = constraint([(x0, -1)], .equal, 1, 250)
        try solver.add(c2)
        try solver.remove(c1)
        try solver.remove(c0)
        try solver.add(c0)
        try solver.addEditVariable(x0, priority: 250)
        try solver.add(constraint([(x0, -1)], .greaterThanOrEqual, 0))
        let c5 = constraint([(x0, -100)], .lessThanOrEqual, 0)
        try solver.add(c5)
        try solver.updateConstant(of: c5, to: 10)
        try solver.add(constraint([(x0, -1)], .greaterThanOrEqual, -1))
        for _ in 0..<15 { try solver.suggest(x0, value: 0.5) }
        try solver.suggest(x0, value: -1e6)
        try solver.updateConstant(of: c2, to: 0)
        try solver.add(constraint([], .equal, 0))
        try solver.add(constraint([], .equal, 0))
        try solver.add(constraint([(x0, 0)], .greaterThanOrEqual, -10, 250))
        try solver.updateConstant(of: c2, to: 10)
        try solver.add(constraint([(x0, -0.5)], .lessThanOrEqual, -1, 999.5))
        try solver.add(constraint([], .equal, 100, 250))
        try solver.suggest(x0, value: 0.5)
        solver.updateVariables()
        #expect(abs(x0.value) < 1e-9)
    }

    /// `−0.01·x0 == 0` was accepted as redundant while another required equality held x0 at
    /// −1e-7; moving that one to 0 left the dummy row 1e-9 off, removing it pivoted on the
    /// dummy row (÷ 0.01) and a third copy, `−2·x0 == 0`, ended 2e-7 off: every later
    /// suggestion was refused as a conflict.
    @Test func aRedundantEqualityWithinToleranceHoldsExactly() throws {
        let x0 = Variable("x0")
        let solver = Solver()
        solver.breaksConflicts = true
        try solver.addEditVariable(x0, priority: 250)
        let c0 = constraint([(x0, 1)], .lessThanOrEqual, 1, 500)
        try solver.add(c0)
        let c1 = constraint([(x0, -1)], .equal, -20)
        try solver.add(c1)
        try solver.updateConstant(of: c1, to: 1e-7)
        try solver.updateConstant(of: c0, to: -20)
        try solver.add(constraint([(x0, -0.01)], .equal, 0))
        try solver.updateConstant(of: c0, to: 0)
        let c3 = constraint([], .equal, 0)
        try solver.add(c3)
        try solver.add(constraint([(x0, -1)], .equal, 42, 999.5))
        try? solver.updateConstant(of: c3, to: 1e-7)
        try solver.updateConstant(of: c1, to: 0)
        try solver.add(constraint([], .equal, 20, 500))
        try solver.add(constraint([(x0, -1)], .greaterThanOrEqual, -20))
        try solver.add(constraint([(x0, -2)], .equal, 0))
        try solver.add(constraint([(x0, 300)], .lessThanOrEqual, -1e6, 1))
        try solver.remove(c1)
        try solver.add(constraint([(x0, -1)], .equal, 1))
        try solver.suggest(x0, value: 320)
        try solver.suggest(x0, value: -1e6)
        solver.updateVariables()
        #expect(abs(x0.value) < 1e-9)
    }

    /// Removing c3, the last constraint at 999.5, subtracted its errors' rows from that level's
    /// costs and left −1.2e-9 there. Once a failed add had reordered the rows' cells, that residue
    /// passed for an improvement, and removing c15 traded an error of 120 at 500 for it. A level's
    /// costs are now summed afresh from its constraints when one leaves.
    @Test func aLevelsLastConstraintLeavesNoCostBehind() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = constraint([(x[2], 0.01), (x[0], -1)], .equal, 0)
        try solver.add(c0)
        try solver.add(constraint([(x[1], -100), (x[2], -1)], .greaterThanOrEqual, 1e-7))
        try solver.add(constraint([(x[0], -1), (x[2], -2)], .greaterThanOrEqual, 0))
        let c3 = constraint([(x[1], -0.5), (x[2], 100)], .equal, 0.5, 999.5)
        try solver.add(c3)
        try solver.add(constraint([(x[0], 10), (x[0], 10), (x[0], 10)], .equal, -10, 251))
        try solver.add(constraint([(x[1], -100), (x[0], 10)], .equal, -10, 251))
        try solver.add(constraint([(x[1], 1)], .equal, 0))
        try solver.add(constraint([(x[2], -0.5), (x[2], -0.5), (x[2], 2)], .equal, 1e6, 250))
        try solver.add(constraint([(x[2], 2), (x[0], 1)], .equal, -20, 250))
        try solver.remove(c0)
        try solver.add(constraint([(x[0], 0), (x[0], 1), (x[0], 10)], .equal, 320, 500))
        try solver.add(constraint([(x[1], -1), (x[0], 0.5)], .greaterThanOrEqual, 1))
        try solver.remove(c3)
        let c15 = constraint([(x[2], 2), (x[0], 1)], .equal, -20, 250)
        try solver.add(c15)
        try solver.add(constraint([(x[2], -0.5), (x[2], -0.5), (x[2], 2)], .equal, -20, 250))
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(constraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, -20))
        }
        try solver.remove(c15)
        solver.updateVariables()
        #expect(solver.error(at: 500) < 1e-9)
        #expect(abs(x[0].value - 320.0 / 11) < 1e-9)
    }

    /// Rebuilt without small steps, phase one entered a slack over a step of 6.7e11 past an
    /// error row where its coefficient was −5e-9 (under the ratio test's 1e-8): the row ended at
    /// −3,313 and the solver claimed 330,020 at 250 where its values gave 336,647. A row passed
    /// over for a small coefficient that the step would take below 0 now bounds the step.
    @Test func aStepDoesNotCrossARowItPassedOverForASmallCoefficient() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        solver.maximumPivots = 3
        try solver.addEditVariable(x[0], priority: 250)
        try solver.add(constraint([(x[2], -100), (x[2], -100)], .greaterThanOrEqual, 0.5, 999.5))
        try solver.add(constraint([(x[0], -100), (x[2], -0.01)], .equal, -20))
        let c2 = constraint([(x[0], -0.01)], .equal, -20, 250)
        try solver.add(c2)
        try solver.removeEditVariable(x[0])
        let c5 = constraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, 0)
        try solver.add(c5)
        try solver.updateConstant(of: c5, to: 1e6)
        try solver.remove(c5)
        try solver.addEditVariable(x[0], priority: 250)
        try solver.add(c5)
        solver.updateVariables()
        #expect(abs(x[0].value - 1e6 / 3) < 1e-6)
        let actual = abs(x[0].value) + abs(c2.expression.value)
        #expect(abs(solver.error(at: 250) - actual) < 1e-6)
    }

    /// A miss of 1e-7 is no rounding of a row whose constants reach a million (fuzz-solver, seeds,
    /// 284,121 inputs: accepted beside the weak `2·x0 == 1e6`, then dropped by a rebuild made
    /// after that constant had changed to 0.5, so the live solver broke it and its replay did not).
    @Test func aMissOfATenMillionthBesideAMillionIsAConflict() throws {
        let solver = Solver()
        let x = Variable("x0")
        try solver.add(x == 0)
        try solver.add((2 * x == 1_000_000).priority(250))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(-2 * x >= 1e-7) }
        solver.updateVariables()
        #expect(x.value == 0)
    }

    /// Found by fuzz-solver from a grown corpus (reduced to 14 operations). A slack's coefficient
    /// in an error row at 250 was left at 1.3e-8 next to −60,006 by cancellations after a pivot
    /// on a coefficient of 200,000; the exact row has none. As the slack's reduced cost at 250 it
    /// was no rounding against its column (coefficients up to 200), so its −200 at level 1 never
    /// counted: x1 stayed at −4.1e6 and the weak `100·x2 + 100·x1 >= 1e-7` 4.1e8 off, where −20/3
    /// (the strong `1.5·x1 <= −10`) leaves it 4,666.67 off. A replay skipping the failed addition
    /// found the optimum. A small cost made only of residue in the level's rows is now rounding.
    @Test func aCostMadeOfResidueInItsRowsHidesNoLowerLevel() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let bound = constraint([(x[1], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250)
        let (c2, c3) = try addRatesBesideAConflict(x, bound: bound, to: solver)
        try solver.add(constraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, -20, 250))
        try solver.remove(c3)
        try solver.remove(c2)
        try solver.add(constraint([(x[2], 100), (x[2], 0.01), (x[0], 0.01)], .greaterThanOrEqual, 100))
        try solver.add(constraint([(x[2], -0.5), (x[2], -2), (x[2], 2)], .equal, 20))
        solver.updateVariables()
        #expect(abs(x[2].value + 40) < 1e-9 && abs(x[0].value - 410_040) < 1e-6)
        #expect(abs(solver.error(at: 250) - 1_230_140) < 1e-6)
        #expect(abs(x[1].value + 20.0 / 3) < 1e-6)
        #expect(abs(solver.error(at: 1) - 4_666.6666668) < 1e-6)
    }

    /// Found by fuzz-solver from a grown corpus (46,000 inputs in; five operations). Undoing the
    /// last addition, past a limit of no pivots, left c2 1e6 off at 1 with one way down: c3's
    /// slack, at −5e-9 (0.01 · 1/200 · 1/100 · 1/100 and the like), beside 9,800 in c2's error row.
    /// Taken for residue against that row, it hid the optimum the replay found: x2 = −1e8 and
    /// x1 near 2e12, where every error is 0. The slack's column holds nothing over 0.01.
    @Test func aChainOfRatesInAColumnOfSmallCoefficientsIsNoResidue() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        solver.maximumPivots = 0
        try solver.add(0.01 * x[0] >= 0)
        try solver.add((100 * x[2] + 100 * x[2] + 0.01 * x[1] >= -1_000_000).priority(1))
        try solver.add((0.01 * x[2] + 100 * x[0] - 2 * x[0] == -1_000_000).priority(1))
        try solver.add(100 * x[1] + 100 * x[2] >= 20)
        #expect(throws: IterationLimitError.self) { try solver.add((0 * x[2] + 100 * x[1] == 0).priority(1)) }
        solver.updateVariables()
        #expect(solver.error(at: 1) < 1e-3)
        #expect(x[0].value == 0 && abs(x[2].value + 1e8) < 1e-3 && x[1].value > 1.9998e12)
    }

    /// Found by fuzz-solver (reduced to five operations, no small step): x0's row, made of 0.01s,
    /// took x2's row, which held −5e-9 of c0's slack (x1 = 5e-10 + 0.005·slack): −1e-4 · 5e-9 =
    /// −5e-13 was dropped as negligible. Removing c0 put the slack in terms of x1 (×200), so x0's
    /// row lacked −1e-10·x1; `−0.5·x2 == 20` then set x1 to −4e7 and the required `100·x2 + x0
    /// == 1e-7` came out 0.004 off, the error at 251 claimed 0 where the values gave 0.4.
    @Test func aSmallCoefficientInARowOfSmallOnesIsKept() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = constraint([(x[1], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1)
        try solver.add(c0)
        try solver.add(constraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251))
        let required = constraint([(x[2], 100), (x[0], 1)], .equal, 1e-7)
        try solver.add(required)
        try solver.remove(c0)
        try solver.add(constraint([(x[2], -0.5), (x[2], -2), (x[2], 2)], .equal, 20))
        solver.updateVariables()
        #expect(abs(required.expression.value) < 1e-9)
        #expect(abs(x[2].value + 40) < 1e-9 && abs(x[0].value - 4_000.0000001) < 1e-6)
        let c1 = 100 * x[0].value + 0.01 * x[1].value + 0.01 * x[2].value - 1e-7
        #expect(abs(solver.error(at: 251) - max(0, -c1)) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Found by fuzz-solver (reduced to twelve operations): adding `10·x0 − 2·x1 == −1` at 999, an
    /// error symbol entered for its cost at 251 while its cost at 999, 3e-11, counted as rounding;
    /// the pivot carried that into the leaving symbol's cost at 999, where against its own column
    /// it no longer looked like rounding, and the simplex stepped straight back. The basis met
    /// again ended the phase with the equality at 999 203 off where it can hold. A cost judged
    /// rounding is now set to 0 before the pivot.
    @Test func aCostJudgedRoundingDoesNotComeBackThroughThePivot() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let (c2, c3) = try addRatesPinnedByRequiredOnes(x, to: solver)
        try solver.add(constraint([(x[2], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250))
        try solver.add(constraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.remove(c3)
        try solver.add(constraint([], .equal, 0))
        try solver.add(constraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, -20, 250))
        try solver.remove(c2)
        try solver.add(constraint([(x[0], 10), (x[1], -2)], .equal, -1, 999))
        solver.updateVariables()
        #expect(solver.error(at: 999) < 1e-9)
        #expect(abs(x[0].value - 0.1) < 1e-9 && abs(x[1].value - 1) < 1e-9)
        #expect(abs(solver.error(at: 250) - 20.3) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Found by fuzz-solver (its seeds, 437,553 inputs in; reduced to nine additions). c4 and c5
    /// fix x1 = 0 and x3 = 2000. x1's row, kept as −16000 + 8·x3 + …, held 4.5e-12 of a slack
    /// that x3's row had dropped as negligible; a pivot on 2e-5 made it 2.3e-7, and adding c13
    /// moved x1 to 15,872 along it, 1.6e6 off c4. The check catches it, and the tableau it
    /// rebuilds now substitutes every row, so no row keeps another's residue.
    @Test func aVariableFixedByRequiredEqualitiesStaysFixed() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[3], -2), (x[2], -2), (x[3], -2)], .lessThanOrEqual, -10, 251))
        try solver.add(constraint([(x[3], -2), (x[3], -2), (x[1], 0.5)], .lessThanOrEqual, -10, 750))
        try solver.add(constraint([(x[3], 1), (x[0], 10)], .lessThanOrEqual, 0, 999.5))
        try solver.add(constraint([(x[2], 1), (x[0], 1), (x[1], 100)], .lessThanOrEqual, 10, 999))
        try solver.add(constraint([(x[3], -0.01), (x[1], -100)], .equal, -20))
        try solver.add(constraint([(x[1], 0), (x[1], 1), (x[1], 100)], .equal, 0))
        try solver.add(constraint([(x[3], 10), (x[3], 10), (x[3], 0.01)], .equal, 320, 500))
        try solver.add(constraint([(x[3], 1), (x[2], -100), (x[0], -0.01)], .equal, 1_000_000, 500))
        try solver.add(constraint([(x[3], 1), (x[3], 10), (x[1], -1)], .lessThanOrEqual, 0, 500))
        solver.updateVariables()
        #expect(abs(x[1].value) < 1e-9 && abs(x[3].value - 2000) < 1e-9)
        // At 500: |20.01 · 2000 − 320| + 11 · 2000; x2 and x0 meet the rest.
        #expect(abs(solver.error(at: 500) - 61_700) < 1e-6)
        #expect([999.5, 999, 750, 251].allSatisfy { solver.error(at: Priority($0)) < 1e-9 })
        #expect(solver.diagnose().isEmpty)
    }

    /// Found by fuzz-solver (its seeds, 508,641 inputs in; reduced to seven additions). c2 and c11
    /// pin x0 = 0.1 and x1 = −9999.999. Adding c11 substituted x0's old row and left 1.7e-10 of
    /// c7's error symbols in x0's new one; c12's error row took 100 times that for a rate, the
    /// simplex pivoted on it, and x0 went to 99.995 (x2 to −1.2e14). The row of a variable that
    /// one required equality pins alone is now written from that equality.
    @Test func aVariablePinnedByOneEqualityKeepsNoResidue() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[2], -1)], .equal, 42, 500))
        try solver.add(constraint([(x[1], -100), (x[0], 1)], .equal, 1_000_000))
        try solver.add(constraint([(x[2], 2), (x[1], 0.01)], .greaterThanOrEqual, 1_000_000, 250))
        try solver.add(constraint([(x[2], 0.01), (x[0], -1)], .equal, -20, 999))
        try solver.add(constraint([(x[1], -2), (x[1], 1)], .lessThanOrEqual, 20, 750))
        try solver.add(constraint([(x[0], -100), (x[0], -100)], .equal, -20))
        try solver.add(constraint([(x[0], 0), (x[1], 1), (x[0], 100)], .greaterThanOrEqual, 0.5, 999.5))
        solver.updateVariables()
        #expect(abs(x[0].value - 0.1) < 1e-9 && abs(x[1].value + 9999.999) < 1e-6 && abs(x[2].value + 1990) < 1e-6)
        #expect(abs(solver.error(at: 999.5) - 9990.499) < 1e-6 && solver.error(at: 999) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Found by fuzz-solver (its seeds, 379,978 inputs in; reduced to six operations). Removing
    /// `−2·x2 == 0` pivots its dummy out; c1's slack row holds it at −2.5e-5, small against the
    /// 5,000 of x1's row, and was passed over for x2's row, which left x2 parametric in the slack's
    /// row. `2·x0 >= 10` then took x0 for its subject and the slack to −2.5: a conflict with
    /// `−0.5·x0 >= 0` accepted, c1 off by 2.5.
    @Test func aRemovalLeavesNoVariableInARestrictedRow() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[2], 0.01), (x[0], -100), (x[0], 1)], .greaterThanOrEqual, 1))
        try solver.add(constraint([(x[0], -0.5)], .greaterThanOrEqual, 0))
        let c2 = constraint([(x[2], -1), (x[2], -1)], .equal, 0)
        try solver.add(c2)
        try solver.add(constraint([(x[2], -100), (x[1], 0.01)], .greaterThanOrEqual, 0, 250))
        try solver.remove(c2)
        #expect(solver.diagnose().isEmpty)
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(constraint([(x[0], 2)], .greaterThanOrEqual, 10))
        }
        solver.updateVariables()
        #expect(x[0].value <= 1e-12)
    }

    /// Found by fuzz-solver from a grown corpus (reduced to nine operations). `103·x2 == 0` and
    /// `100·x2 + x0 == −1` pin x0 = −1; moving the second's constant to 10 contradicts
    /// `2·x0 − x2 <= 0`. The dual simplex "repaired" that slack's row through 1.5e-8 of another
    /// slack, whose column holds 10,000, moved it by 1.3e9, and the equality ended 10 off. Residue
    /// is no pivot: the change is a conflict, and the solver stays as it was.
    @Test func aChangeThatContradictsIsNotRepairedThroughResidue() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[0], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1))
        try solver.add(constraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251))
        let c2 = constraint([(x[2], 100), (x[0], 1)], .equal, 1e-7)
        try solver.add(c2)
        try solver.add(constraint([(x[0], 2), (x[1], 0.5), (x[0], 3)], .greaterThanOrEqual, 1))
        try solver.updateConstant(of: c2, to: -1)
        try solver.add(constraint([(x[2], 3), (x[2], 100)], .equal, 0))
        try solver.add(constraint([], .equal, 0, 1))
        try solver.add(constraint([(x[0], 1), (x[0], 1), (x[2], -1)], .lessThanOrEqual, 0))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.updateConstant(of: c2, to: 10) }
        solver.updateVariables()
        #expect(abs(x[0].value + 1) < 1e-5 && abs(x[2].value) < 1e-12)
    }

    /// Found by fuzz-solver from a grown corpus (reduced to thirteen operations). After pivots on
    /// small coefficients among 0.01s and 100s the rows carry coefficients up to 1e6. Adding
    /// `−0.5·x2 == 20`, phase one ended with no improving symbol, 19 left and cells up to 3e10
    /// in its objective, and reported a conflict with the required `5·x0 + 0.5·x1 >= 1`,
    /// `x0 <= 0` and `x0 + 0.5·x1 == 1`, which hold with it at x0 = 0, x1 = 2, x2 = −40. A
    /// conflict found after small steps is now looked for again in a tableau built carefully.
    @Test func aFreeVariableBehindRowsOfHugeCoefficientsCanBeSet() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[2], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1))
        let (c2, c3) = try addRatesPinnedByRequiredOnes(x, to: solver)
        try solver.add(constraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.remove(c3)
        try solver.add(constraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, 0, 250))
        try solver.remove(c2)
        try solver.add(constraint([(x[0], 1)], .lessThanOrEqual, 0))
        try solver.add(constraint([(x[0], 2), (x[1], 0.5), (x[0], -1)], .equal, 1))
        try solver.add(constraint([(x[2], -0.5), (x[2], -2), (x[2], 2)], .equal, 20))
        solver.updateVariables()
        #expect(abs(x[2].value + 40) < 1e-9 && abs(x[0].value) < 1e-9 && abs(x[1].value - 2) < 1e-9)
        #expect(solver.diagnose().isEmpty)
    }

    /// Found by fuzz-solver from a grown corpus (4,096 inputs in, on the first version of the
    /// careful retry; reduced to four additions). Adding c7 pivots on 1e-6, and c8 conflicts
    /// with it. Looked for again in a careful tableau, which takes no such step and cannot hold
    /// c7, the conflict had left that tableau behind: c8 in, c7 out. A careful tableau now has a
    /// say only when it holds every constraint in, and is kept only when it takes the new one.
    @Test func aConflictLookedForAgainLeavesTheSolverAsItWas() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[0], 2), (x[1], -100)], .equal, 0.5, 999.5))
        try solver.add(constraint([(x[1], -0.01), (x[0], -100), (x[0], -0.5)], .equal, 0))
        let c7 = constraint([(x[0], -0.01)], .equal, -20)
        try solver.add(c7)
        let c8 = constraint([(x[0], -1)], .greaterThanOrEqual, 1_000_000)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(c8) }
        #expect(solver.hasConstraint(c7) && !solver.hasConstraint(c8))
        solver.updateVariables()
        #expect(abs(x[0].value - 2000) < 1e-9 && abs(x[1].value + 20_100_000) < 1e-6)
        #expect(abs(solver.error(at: 999.5) - 2_010_003_999.5) < 1e-3)
    }

    /// Found by fuzz-solver from a grown corpus (reduced to eleven operations). At 251 the
    /// required constraints leave 190 at best (x0 = 0, x1 = 2); at 250 x2 = 500,000 then meets
    /// `2·x2 == 1e6` and leaves `x2 + 0.5·x1 <= −10` 500,011 off, 500,031 with `3·x0 == −20`.
    /// Removing c2 left x1's row with 9.9999999989 for 10 and 3.6e-10 of a slack it has none of;
    /// 100 times that, a cost at 251, held the simplex at x2 = 0, 1,000,031 off. A removal from
    /// a tableau that took small steps now rebuilds it.
    @Test func aStrongEqualityOfAMillionIsMetAfterRemovals() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, -1, 251))
        let c2 = constraint([(x[2], 100), (x[0], 1)], .equal, -1)
        try solver.add(c2)
        try solver.add(constraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0))
        try solver.add(constraint([(x[0], 2), (x[1], 0.5), (x[0], 3)], .greaterThanOrEqual, 1))
        try solver.add(constraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.add(constraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, -20, 250))
        try solver.remove(c2)
        try solver.add(constraint([(x[0], 1)], .lessThanOrEqual, 0))
        try solver.add(constraint([(x[2], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250))
        try solver.add(constraint([(x[0], 1), (x[0], -0.5), (x[1], -100)], .greaterThanOrEqual, -10, 251))
        try solver.add(constraint([(x[2], 2)], .equal, 1_000_000, 250))
        solver.updateVariables()
        #expect(abs(solver.error(at: 251) - 190) < 1e-6)
        #expect(abs(solver.error(at: 250) - 500_031) < 1e-6)
        #expect(abs(x[2].value - 500_000) < 1e-6)
    }

    /// Found by fuzz-solver from a grown corpus on the first version of the rebuild after a
    /// removal (reduced to eleven operations). c12, c15 and c6 fix x3 = −2000, x0 = 20 and
    /// x1 = −3990; removing the empty c8 rebuilt the tableau, whose own small steps left c6 5 off.
    /// A rebuild whose solution its values deny is not kept.
    @Test func aRebuildAfterARemovalIsKeptOnlyWhenItsValuesHold() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[4], -0.01)], .equal, 20, 999))
        try solver.add(constraint([(x[3], -0.01), (x[3], 100), (x[3], 100)], .lessThanOrEqual, -20, 250))
        try solver.add(constraint([(x[2], 2), (x[4], 100), (x[1], 3)], .equal, -1, 999))
        try solver.add(constraint([(x[2], 100), (x[0], 3), (x[1], -0.01)], .equal, 20, 999))
        try solver.add(constraint([(x[1], -1), (x[3], 1), (x[0], -100)], .equal, -10))
        let c8 = constraint([], .greaterThanOrEqual, -1_000_000, 1)
        try solver.add(c8)
        try solver.add(constraint([(x[0], 1)], .greaterThanOrEqual, 0.5, 750))
        let c12 = constraint([(x[3], 0.01)], .equal, 0)
        try solver.add(c12)
        try solver.add(constraint([(x[3], -1), (x[0], -100)], .equal, 0))
        try solver.updateConstant(of: c12, to: -20)
        try solver.remove(c8)
        solver.updateVariables()
        #expect(abs(x[3].value + 2000) < 1e-6 && abs(x[0].value - 20) < 1e-6 && abs(x[1].value + 3990) < 1e-6)
    }

    /// Found by fuzz-solver from a grown corpus (reduced to fourteen operations). With x1 = 2 at
    /// 999 and x0 = 0, `100·x0 + 0.01·x1 + 0.01·x2 >= 1e-7` at 251 holds for x2 >= −2, and the
    /// pull of `−0.5·x2 >= 1e6` at 250 must stop there. After removing c3 and c2 the solver
    /// traded 251 for 250 (19,818 off at 251); a rebuild after the removals does not.
    @Test func aLowerLevelGainsNothingFromAHigherOneAfterRemovals() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let bound = constraint([(x[2], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250)
        let (c2, c3) = try addRatesBesideAConflict(x, bound: bound, to: solver)
        try solver.remove(c3)
        try solver.remove(c2)
        try solver.add(constraint([(x[0], 1)], .lessThanOrEqual, 0))
        try solver.add(constraint([(x[2], -0.5), (x[0], 1), (x[0], -1)], .greaterThanOrEqual, 1_000_000, 250))
        try solver.add(constraint([(x[1], -0.5)], .equal, -1, 999))
        solver.updateVariables()
        #expect(solver.error(at: 999) < 1e-9 && solver.error(at: 251) < 1e-9)
        #expect(abs(x[2].value + 1.99999) < 1e-6)
        #expect(abs(solver.error(at: 250) - 1_000_008.000015) < 1e-6)
    }

    /// The start of two systems fuzz-solver found: the rates below between a weak
    /// `100·x2 + 100·x1 >= 1e-7` and `3.5·x2 <= 1e-7`, a `bound` at 250, and the required
    /// `100·x1 + 11·x0 == 10` rejected as a conflict (a replay skips it).
    private func addRatesBesideAConflict(_ x: [Variable], bound: Constraint, to solver: Solver) throws
        -> (c2: Constraint, c3: Constraint) {
        try solver.add(constraint([(x[2], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1))
        let pinned = try addRatesPinnedByRequiredOnes(x, to: solver)
        try solver.add(bound)
        try solver.add(constraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(constraint([(x[1], 100), (x[0], 1), (x[0], 10)], .equal, 10))
        }
        return pinned
    }

    /// The start of the systems fuzz-solver found: `100·x0 + 0.01·x1 + 0.01·x2 >= 1e-7` at 251
    /// beside required constraints (c2, c3, c4) that pin x0 through 100·x2; c2's constant then
    /// moves from 1e-7 to −1.
    private func addRatesPinnedByRequiredOnes(_ x: [Variable], to solver: Solver) throws
        -> (c2: Constraint, c3: Constraint) {
        try solver.add(constraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251))
        let c2 = constraint([(x[2], 100), (x[0], 1)], .equal, 1e-7)
        try solver.add(c2)
        let c3 = constraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0)
        try solver.add(c3)
        try solver.add(constraint([(x[0], 2), (x[1], 0.5), (x[0], 3)], .greaterThanOrEqual, 1))
        try solver.updateConstant(of: c2, to: -1)
        return (c2, c3)
    }

    /// c2 and c3 differ by `0.01·x0`, so together they pin x0 = 0 (x2 = 1e-9) up to rounding.
    private func addNearDuplicateEqualities(_ x: [Variable], to solver: Solver) throws -> (Constraint, Constraint) {
        let c0 = constraint([(x[0], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1)
        let c1 = constraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251)
        try solver.add(c0)
        try solver.add(c1)
        try solver.add(constraint([(x[2], 100), (x[0], 1)], .equal, 1e-7))
        try solver.add(constraint([(x[0], 0.01), (x[2], 100), (x[0], 1)], .equal, 1e-7))
        return (c0, c1)
    }

    /// Found by fuzz-solver from a grown corpus. c1 once took x2 for its subject on 0.01 beside
    /// x1's −99.99, and x2's cell for c0's slack (1e-8) came out 7e-7 of itself off; phase one for
    /// c3 pivoted on the cell it made and left 7.4e-7 of c1's slack in x0's row; the pull of c4
    /// moved the slack by 4e7 through it and x0 to 29, and `30·x0 == 320`, which contradicts c2
    /// and c3, was accepted.
    @Test func aContradictionOfAVariablePinnedOnlyByADifferenceIsFound() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        _ = try addNearDuplicateEqualities(x, to: solver)
        try solver.add(constraint([(x[2], -0.5), (x[0], 11)], .equal, 320, 500))
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(constraint([(x[0], 30)], .equal, 320))
        }
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-6)
    }

    /// Found by fuzz-solver from the seeds. With the subject of c1 taken on 0.01 (above), each
    /// weak addition moved x1 by another 0.022 against c1's strength over c6, and c8, which
    /// holds at x1 = 0.1, was then rejected as a conflict. x1 = 1e-5 − x2 is the optimum
    /// before c8: c1 (251) bounds it from below, c6 (250) pulls it down.
    @Test func weakAdditionsLeaveAVariablePinnedOnlyByADifferenceAtTheOptimum() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        _ = try addNearDuplicateEqualities(x, to: solver)
        try solver.add(constraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0))
        try solver.add(constraint([(x[0], 2), (x[2], -100), (x[0], -1)], .greaterThanOrEqual, 10, 750))
        try solver.add(constraint([(x[2], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250))
        try solver.add(constraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-12 && abs(x[2].value - 1e-9) < 1e-12)
        #expect(abs(x[1].value - 9.999e-6) < 1e-9)
        try solver.add(constraint([(x[1], 100), (x[0], 1), (x[0], 10)], .equal, 10))
        solver.updateVariables()
        #expect(abs(x[1].value - 0.1) < 1e-9)
    }

    /// Found by fuzz-solver from a grown corpus, on a version that took no phase one for a row
    /// within rounding (for the case above). `3·x0 − 0.5·x2 <= 0` was left 2.5e-9 over, and
    /// at the end `x0 + 0.5·x1 == 1` was rejected, though with c4, c12 and c15 it holds at
    /// x0 = 0, x1 = 2, x2 = −10,000.
    @Test func anInequalityShortOfItsBoundByAHairIsRepaired() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[2], 0), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1))
        try solver.add(constraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251))
        let c2 = constraint([(x[2], 100), (x[0], 1)], .equal, 1e-7)
        try solver.add(c2)
        let c3 = constraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0)
        try solver.add(c3)
        try solver.add(constraint([(x[0], 2), (x[1], 0.5), (x[0], 3)], .greaterThanOrEqual, 1))
        try solver.updateConstant(of: c2, to: -1)
        try solver.add(constraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.remove(c3)
        try solver.remove(c2)
        try solver.add(constraint([(x[0], 1), (x[0], 1)], .lessThanOrEqual, 1e-7))
        try solver.add(constraint([(x[2], 100), (x[0], 1)], .equal, -1_000_000))
        try solver.add(constraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .equal, -20, 500))
        try solver.add(constraint([(x[0], 2), (x[1], 0.5), (x[0], -1)], .equal, 1))
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-6 && abs(x[1].value - 2) < 1e-6 && abs(x[2].value + 10_000) < 1e-6)
    }

    /// Found by fuzz-solver from a grown corpus (reduced to six operations). c2 and c3 pin x0 = 0
    /// only through their difference; with c1's subject taken on 0.01 (above) the tableau held
    /// x0 = 1e-9 with 7.4e-11 of c0's slack in its row, `3·x0 − 0.5·x2 <= 0`, 2.5e-9 over there,
    /// went through phase one on 2.2e-10 of that slack, and `2·x1 == 20`, which nothing else
    /// constrains, was rejected as a conflict.
    @Test func aVariablePinnedOnlyByADifferenceTakesNoFalseConflict() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        _ = try addNearDuplicateEqualities(x, to: solver)
        try solver.add(constraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0))
        try solver.add(constraint([(x[1], 2)], .equal, 20))
        solver.updateVariables()
        #expect(abs(x[1].value - 10) < 1e-9)
    }

    /// Found by fuzz-solver on the version that took no phase one for a row within rounding:
    /// removing c0 pivoted its slack out through c1's slack row on 1e-4 next to 9,999, which
    /// spread x0's 7.4e-11 of it (rounding) into 7.4e-7 of c1's slack; removing c1 then moved x0
    /// to −100 against c2 and c3.
    @Test func aRemovalThroughASmallCoefficientLeavesAPinnedVariablePinned() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let (c0, c1) = try addNearDuplicateEqualities(x, to: solver)
        try solver.remove(c0)
        try solver.add(constraint([(x[0], -1)], .lessThanOrEqual, 100, 999.5))
        try solver.remove(c1)
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-6)
        #expect(abs(x[2].value - 1e-9) < 1e-9)
    }

    /// Found by fuzz-solver from its seeds (297,348 inputs; the replay, six operations). `0.01·x2
    /// − 2·x3 == 0` and `0.01·x2 + x3 == 0` pin x2 = x3 = 0, so `0.01·x2 + 0.01·x3 >= 1e-7`
    /// (x2 + x3 ≥ 1e-5) conflicts. Removing a bound had left 1.6e-12 of c0's errors in x3's row
    /// (the exact row has none); phase one entered one on that residue, moved it to 1.9e5, and
    /// accepted the inequality with x0 at 1.9e7 where the weak c0 wants −2000, and the next
    /// operations moved it further. Residue is no pivot: the addition is a conflict.
    @Test func phaseOneTakesNoPivotOnResidue() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(constraint([(x[2], 1), (x[0], 0.01)], .equal, -20, 250))
        let bound = constraint([(x[3], 0.01), (x[0], 0.01), (x[2], 100)], .lessThanOrEqual, -1)
        try solver.add(bound)
        try solver.add(constraint([(x[2], 0.01), (x[3], -2)], .equal, 0))
        try solver.remove(bound)
        try solver.add(constraint([(x[2], 0.01), (x[3], 1)], .equal, 0))
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(constraint([(x[2], 0.01), (x[3], 0.01)], .greaterThanOrEqual, 1e-7))
        }
        solver.updateVariables()
        #expect(abs(x[0].value + 2000) < 1e-6 && abs(x[2].value) < 1e-8 && abs(x[3].value) < 1e-8)
        #expect(abs(solver.error(at: 250)) < 1e-8)
    }

    /// Found by fuzz-solver from its seeds (622,163 inputs; twelve operations). `0.01·x0 == 1e-7`
    /// pins x0 at 1e-5, so `x0 == 0` conflicts, and does (c9). That failed addition had the
    /// tableau rebuilt carefully (its solution was denied after small steps); there `x0 + x0 − x0
    /// == 0` was written through its twin `x0 == 1e6` at 250, and, 1e-5 off, passed as redundant
    /// within 1e-8 of the constants of a million summed. A redundant equality is now judged within
    /// the rounding of those (1e-14 of them), and it is the conflict it is.
    @Test func anEqualityWrittenThroughATwinAtAMillionIsNoLooserForIt() throws {
        let x = Variable("x0")
        let solver = Solver()
        try solver.add(constraint([(x, 100), (x, 1)], .equal, 1_000_000, 250))
        try solver.add(constraint([(x, 1), (x, 0)], .equal, 1_000_000, 250))
        try solver.add(constraint([(x, 0.01), (x, 0)], .equal, 1e-7))
        try solver.add(constraint([], .greaterThanOrEqual, -1_000_000, 999))
        try solver.add(constraint([(x, 100), (x, 100), (x, 100)], .greaterThanOrEqual, -1_000_000, 1))
        try solver.add(constraint([(x, 100), (x, 100), (x, 100)], .greaterThanOrEqual, -1_000_000, 250))
        try solver.add(constraint([(x, 1)], .equal, -1_000_000, 1))
        try solver.add(constraint([(x, 0), (x, -1), (x, 1)], .equal, -1_000_000, 1))
        try solver.add(constraint([], .equal, 0))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(constraint([(x, 1)], .equal, 0)) }
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(constraint([(x, 1), (x, 1), (x, -1)], .equal, 0))
        }
        solver.updateVariables()
        #expect(abs(x.value - 1e-5) < 1e-12)
    }
}
