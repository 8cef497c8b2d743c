@testable import Cassowary
import Testing

/// Replayed fuzz-solver inputs (reduced): rounding residue the tolerances must not turn into
/// wrong answers; each test names what it pins.
@Suite("Rounding")
struct RoundingTests {
    /// Pins: a required inequality holds past a small coefficient.
    @Test func aRequiredInequalityHoldsPastASmallCoefficient() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = fuzzConstraint([(x[1], -200)], .greaterThanOrEqual, 0.5, 999.5)
        try solver.add(c0)
        try solver.addEditVariable(x[1], priority: 250)
        try solver.updateConstant(of: c0, to: 0)
        try solver.add(fuzzConstraint([], .equal, 0, 251))
        try solver.addEditVariable(x[0], priority: 250)
        let c2 = fuzzConstraint([(x[0], -1), (x[3], -1)], .greaterThanOrEqual, 10, 750)
        try solver.add(c2)
        try solver.add(fuzzConstraint([(x[0], 1), (x[3], 0.01)], .greaterThanOrEqual, 10, 999.5))
        try solver.add(fuzzConstraint([], .equal, 10, 750))
        try solver.updateConstant(of: c2, to: 0)
        try solver.add(fuzzConstraint([(x[1], 0.01), (x[4], 99.99)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[4], -0.01)], .equal, 0, 251))
        try solver.add(fuzzConstraint([(x[2], 0.5), (x[0], 1)], .lessThanOrEqual, 1))
        try solver.add(fuzzConstraint([(x[1], 0.5)], .lessThanOrEqual, -20))
        solver.updateVariables()
        #expect(0.5 * x[1].value <= -20 + 1e-8)
        #expect(0.01 * x[1].value + 99.99 * x[4].value <= 1e-8)
        #expect(0.5 * x[2].value + x[0].value <= 1 + 1e-8)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: rounding on a higher level hides no improvement below it.
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

    /// Pins: removing a constraint leaves no negative objective.
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

    /// Pins: the error at a priority is what its errors sum.
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

    /// Pins: a small multiplier does not hide a conflict.
    @Test func aSmallMultiplierDoesNotHideAConflict() throws {
        let x3 = Variable("x3")
        let solver = Solver()
        let c1 = -1 * x3 == 1
        try solver.add(c1)
        try solver.updateConstant(of: c1, to: 1e-7)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(-0.01 * x3 == 0) }
        try solver.add(-1 * x3 == 1e-7)  // the same equality again is redundant
    }

    /// Pins: suggestions of a million and back raise no conflict.
    @Test func suggestionsOfAMillionAndBackRaiseNoConflict() throws {
        let x0 = Variable("x0")
        let solver = Solver()
        let c0 = fuzzConstraint([(x0, 101.99)], .greaterThanOrEqual, 320)
        try solver.add(c0)
        try solver.updateConstant(of: c0, to: 0)
        let c1 = fuzzConstraint([(x0, 100)], .greaterThanOrEqual, 42, 999)
        try solver.add(c1)
        let c2 = fuzzConstraint([(x0, -1)], .equal, 1, 250)
        try solver.add(c2)
        try solver.remove(c1)
        try solver.remove(c0)
        try solver.add(c0)
        try solver.addEditVariable(x0, priority: 250)
        try solver.add(fuzzConstraint([(x0, -1)], .greaterThanOrEqual, 0))
        let c5 = fuzzConstraint([(x0, -100)], .lessThanOrEqual, 0)
        try solver.add(c5)
        try solver.updateConstant(of: c5, to: 10)
        try solver.add(fuzzConstraint([(x0, -1)], .greaterThanOrEqual, -1))
        for _ in 0..<15 { try solver.suggest(x0, value: 0.5) }
        try solver.suggest(x0, value: -1e6)
        try solver.updateConstant(of: c2, to: 0)
        try solver.add(fuzzConstraint([], .equal, 0))
        try solver.add(fuzzConstraint([], .equal, 0))
        try solver.add(fuzzConstraint([(x0, 0)], .greaterThanOrEqual, -10, 250))
        try solver.updateConstant(of: c2, to: 10)
        try solver.add(fuzzConstraint([(x0, -0.5)], .lessThanOrEqual, -1, 999.5))
        try solver.add(fuzzConstraint([], .equal, 100, 250))
        try solver.suggest(x0, value: 0.5)
        solver.updateVariables()
        #expect(abs(x0.value) < 1e-9)
    }

    /// Pins: a redundant equality within tolerance holds exactly.
    @Test func aRedundantEqualityWithinToleranceHoldsExactly() throws {
        let x0 = Variable("x0")
        let solver = Solver()
        solver.breaksConflicts = true
        try solver.addEditVariable(x0, priority: 250)
        let c0 = fuzzConstraint([(x0, 1)], .lessThanOrEqual, 1, 500)
        try solver.add(c0)
        let c1 = fuzzConstraint([(x0, -1)], .equal, -20)
        try solver.add(c1)
        try solver.updateConstant(of: c1, to: 1e-7)
        try solver.updateConstant(of: c0, to: -20)
        try solver.add(fuzzConstraint([(x0, -0.01)], .equal, 0))
        try solver.updateConstant(of: c0, to: 0)
        let c3 = fuzzConstraint([], .equal, 0)
        try solver.add(c3)
        try solver.add(fuzzConstraint([(x0, -1)], .equal, 42, 999.5))
        try? solver.updateConstant(of: c3, to: 1e-7)
        try solver.updateConstant(of: c1, to: 0)
        try solver.add(fuzzConstraint([], .equal, 20, 500))
        try solver.add(fuzzConstraint([(x0, -1)], .greaterThanOrEqual, -20))
        try solver.add(fuzzConstraint([(x0, -2)], .equal, 0))
        try solver.add(fuzzConstraint([(x0, 300)], .lessThanOrEqual, -1e6, 1))
        try solver.remove(c1)
        try solver.add(fuzzConstraint([(x0, -1)], .equal, 1))
        try solver.suggest(x0, value: 320)
        try solver.suggest(x0, value: -1e6)
        solver.updateVariables()
        #expect(abs(x0.value) < 1e-9)
    }

    /// Pins: a levels last constraint leaves no cost behind.
    @Test func aLevelsLastConstraintLeavesNoCostBehind() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = fuzzConstraint([(x[2], 0.01), (x[0], -1)], .equal, 0)
        try solver.add(c0)
        try solver.add(fuzzConstraint([(x[1], -100), (x[2], -1)], .greaterThanOrEqual, 1e-7))
        try solver.add(fuzzConstraint([(x[0], -1), (x[2], -2)], .greaterThanOrEqual, 0))
        let c3 = fuzzConstraint([(x[1], -0.5), (x[2], 100)], .equal, 0.5, 999.5)
        try solver.add(c3)
        try solver.add(fuzzConstraint([(x[0], 10), (x[0], 10), (x[0], 10)], .equal, -10, 251))
        try solver.add(fuzzConstraint([(x[1], -100), (x[0], 10)], .equal, -10, 251))
        try solver.add(fuzzConstraint([(x[1], 1)], .equal, 0))
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[2], -0.5), (x[2], 2)], .equal, 1e6, 250))
        try solver.add(fuzzConstraint([(x[2], 2), (x[0], 1)], .equal, -20, 250))
        try solver.remove(c0)
        try solver.add(fuzzConstraint([(x[0], 0), (x[0], 1), (x[0], 10)], .equal, 320, 500))
        try solver.add(fuzzConstraint([(x[1], -1), (x[0], 0.5)], .greaterThanOrEqual, 1))
        try solver.remove(c3)
        let c15 = fuzzConstraint([(x[2], 2), (x[0], 1)], .equal, -20, 250)
        try solver.add(c15)
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[2], -0.5), (x[2], 2)], .equal, -20, 250))
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(fuzzConstraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, -20))
        }
        try solver.remove(c15)
        solver.updateVariables()
        #expect(solver.error(at: 500) < 1e-9)
        #expect(abs(x[0].value - 320.0 / 11) < 1e-9)
    }

    /// Pins: a step does not cross a row it passed over for a small coefficient.
    @Test func aStepDoesNotCrossARowItPassedOverForASmallCoefficient() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        solver.maximumPivots = 3
        try solver.addEditVariable(x[0], priority: 250)
        try solver.add(fuzzConstraint([(x[2], -100), (x[2], -100)], .greaterThanOrEqual, 0.5, 999.5))
        try solver.add(fuzzConstraint([(x[0], -100), (x[2], -0.01)], .equal, -20))
        let c2 = fuzzConstraint([(x[0], -0.01)], .equal, -20, 250)
        try solver.add(c2)
        try solver.removeEditVariable(x[0])
        let c5 = fuzzConstraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, 0)
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

    /// Pins: a miss of a ten millionth beside a million is a conflict.
    @Test func aMissOfATenMillionthBesideAMillionIsAConflict() throws {
        let solver = Solver()
        let x = Variable("x0")
        try solver.add(x == 0)
        try solver.add((2 * x == 1_000_000).priority(250))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(-2 * x >= 1e-7) }
        solver.updateVariables()
        #expect(x.value == 0)
    }

    /// Pins: a cost made of residue in its rows hides no lower level.
    @Test func aCostMadeOfResidueInItsRowsHidesNoLowerLevel() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let bound = fuzzConstraint([(x[1], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250)
        let (c2, c3) = try addRatesBesideAConflict(x, bound: bound, to: solver)
        try solver.add(fuzzConstraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, -20, 250))
        try solver.remove(c3)
        try solver.remove(c2)
        try solver.add(fuzzConstraint([(x[2], 100), (x[2], 0.01), (x[0], 0.01)], .greaterThanOrEqual, 100))
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[2], -2), (x[2], 2)], .equal, 20))
        solver.updateVariables()
        #expect(abs(x[2].value + 40) < 1e-9 && abs(x[0].value - 410_040) < 1e-6)
        #expect(abs(solver.error(at: 250) - 1_230_140) < 1e-6)
        #expect(abs(x[1].value + 20.0 / 3) < 1e-6)
        #expect(abs(solver.error(at: 1) - 4_666.6666668) < 1e-6)
    }

    /// Pins: a chain of rates in a column of small coefficients is no residue.
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

    /// Pins: a small coefficient in a row of small ones is kept.
    @Test func aSmallCoefficientInARowOfSmallOnesIsKept() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c0 = fuzzConstraint([(x[1], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1)
        try solver.add(c0)
        try solver.add(fuzzConstraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251))
        let required = fuzzConstraint([(x[2], 100), (x[0], 1)], .equal, 1e-7)
        try solver.add(required)
        try solver.remove(c0)
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[2], -2), (x[2], 2)], .equal, 20))
        solver.updateVariables()
        #expect(abs(required.expression.value) < 1e-9)
        #expect(abs(x[2].value + 40) < 1e-9 && abs(x[0].value - 4_000.0000001) < 1e-6)
        let c1 = 100 * x[0].value + 0.01 * x[1].value + 0.01 * x[2].value - 1e-7
        #expect(abs(solver.error(at: 251) - max(0, -c1)) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a cost judged rounding does not come back through the pivot.
    @Test func aCostJudgedRoundingDoesNotComeBackThroughThePivot() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let (c2, c3) = try addRatesPinnedByRequiredOnes(x, to: solver)
        try solver.add(fuzzConstraint([(x[2], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250))
        try solver.add(fuzzConstraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.remove(c3)
        try solver.add(fuzzConstraint([], .equal, 0))
        try solver.add(fuzzConstraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, -20, 250))
        try solver.remove(c2)
        try solver.add(fuzzConstraint([(x[0], 10), (x[1], -2)], .equal, -1, 999))
        solver.updateVariables()
        #expect(solver.error(at: 999) < 1e-9)
        #expect(abs(x[0].value - 0.1) < 1e-9 && abs(x[1].value - 1) < 1e-9)
        #expect(abs(solver.error(at: 250) - 20.3) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a variable fixed by required equalities stays fixed.
    @Test func aVariableFixedByRequiredEqualitiesStaysFixed() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[3], -2), (x[2], -2), (x[3], -2)], .lessThanOrEqual, -10, 251))
        try solver.add(fuzzConstraint([(x[3], -2), (x[3], -2), (x[1], 0.5)], .lessThanOrEqual, -10, 750))
        try solver.add(fuzzConstraint([(x[3], 1), (x[0], 10)], .lessThanOrEqual, 0, 999.5))
        try solver.add(fuzzConstraint([(x[2], 1), (x[0], 1), (x[1], 100)], .lessThanOrEqual, 10, 999))
        try solver.add(fuzzConstraint([(x[3], -0.01), (x[1], -100)], .equal, -20))
        try solver.add(fuzzConstraint([(x[1], 0), (x[1], 1), (x[1], 100)], .equal, 0))
        try solver.add(fuzzConstraint([(x[3], 10), (x[3], 10), (x[3], 0.01)], .equal, 320, 500))
        try solver.add(fuzzConstraint([(x[3], 1), (x[2], -100), (x[0], -0.01)], .equal, 1_000_000, 500))
        try solver.add(fuzzConstraint([(x[3], 1), (x[3], 10), (x[1], -1)], .lessThanOrEqual, 0, 500))
        solver.updateVariables()
        #expect(abs(x[1].value) < 1e-9 && abs(x[3].value - 2000) < 1e-9)
        // At 500: |20.01 · 2000 − 320| + 11 · 2000; x2 and x0 meet the rest.
        #expect(abs(solver.error(at: 500) - 61_700) < 1e-6)
        #expect([999.5, 999, 750, 251].allSatisfy { solver.error(at: Priority($0)) < 1e-9 })
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a variable pinned by one equality keeps no residue.
    @Test func aVariablePinnedByOneEqualityKeepsNoResidue() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[2], -1)], .equal, 42, 500))
        try solver.add(fuzzConstraint([(x[1], -100), (x[0], 1)], .equal, 1_000_000))
        try solver.add(fuzzConstraint([(x[2], 2), (x[1], 0.01)], .greaterThanOrEqual, 1_000_000, 250))
        try solver.add(fuzzConstraint([(x[2], 0.01), (x[0], -1)], .equal, -20, 999))
        try solver.add(fuzzConstraint([(x[1], -2), (x[1], 1)], .lessThanOrEqual, 20, 750))
        try solver.add(fuzzConstraint([(x[0], -100), (x[0], -100)], .equal, -20))
        try solver.add(fuzzConstraint([(x[0], 0), (x[1], 1), (x[0], 100)], .greaterThanOrEqual, 0.5, 999.5))
        solver.updateVariables()
        #expect(abs(x[0].value - 0.1) < 1e-9 && abs(x[1].value + 9999.999) < 1e-6 && abs(x[2].value + 1990) < 1e-6)
        #expect(abs(solver.error(at: 999.5) - 9990.499) < 1e-6 && solver.error(at: 999) < 1e-6)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a removal leaves no variable in a restricted row.
    @Test func aRemovalLeavesNoVariableInARestrictedRow() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[2], 0.01), (x[0], -100), (x[0], 1)], .greaterThanOrEqual, 1))
        try solver.add(fuzzConstraint([(x[0], -0.5)], .greaterThanOrEqual, 0))
        let c2 = fuzzConstraint([(x[2], -1), (x[2], -1)], .equal, 0)
        try solver.add(c2)
        try solver.add(fuzzConstraint([(x[2], -100), (x[1], 0.01)], .greaterThanOrEqual, 0, 250))
        try solver.remove(c2)
        #expect(solver.diagnose().isEmpty)
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(fuzzConstraint([(x[0], 2)], .greaterThanOrEqual, 10))
        }
        solver.updateVariables()
        #expect(x[0].value <= 1e-12)
    }

    /// Pins: a change that contradicts is not repaired through residue.
    @Test func aChangeThatContradictsIsNotRepairedThroughResidue() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[0], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1))
        try solver.add(fuzzConstraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251))
        let c2 = fuzzConstraint([(x[2], 100), (x[0], 1)], .equal, 1e-7)
        try solver.add(c2)
        try solver.add(fuzzConstraint([(x[0], 2), (x[1], 0.5), (x[0], 3)], .greaterThanOrEqual, 1))
        try solver.updateConstant(of: c2, to: -1)
        try solver.add(fuzzConstraint([(x[2], 3), (x[2], 100)], .equal, 0))
        try solver.add(fuzzConstraint([], .equal, 0, 1))
        try solver.add(fuzzConstraint([(x[0], 1), (x[0], 1), (x[2], -1)], .lessThanOrEqual, 0))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.updateConstant(of: c2, to: 10) }
        solver.updateVariables()
        #expect(abs(x[0].value + 1) < 1e-5 && abs(x[2].value) < 1e-12)
    }

    /// Pins: a free variable behind rows of huge coefficients can be set.
    @Test func aFreeVariableBehindRowsOfHugeCoefficientsCanBeSet() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[2], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1))
        let (c2, c3) = try addRatesPinnedByRequiredOnes(x, to: solver)
        try solver.add(fuzzConstraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.remove(c3)
        try solver.add(fuzzConstraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, 0, 250))
        try solver.remove(c2)
        try solver.add(fuzzConstraint([(x[0], 1)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[0], 2), (x[1], 0.5), (x[0], -1)], .equal, 1))
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[2], -2), (x[2], 2)], .equal, 20))
        solver.updateVariables()
        #expect(abs(x[2].value + 40) < 1e-9 && abs(x[0].value) < 1e-9 && abs(x[1].value - 2) < 1e-9)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a conflict looked for again leaves the solver as it was.
    @Test func aConflictLookedForAgainLeavesTheSolverAsItWas() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[0], 2), (x[1], -100)], .equal, 0.5, 999.5))
        try solver.add(fuzzConstraint([(x[1], -0.01), (x[0], -100), (x[0], -0.5)], .equal, 0))
        let c7 = fuzzConstraint([(x[0], -0.01)], .equal, -20)
        try solver.add(c7)
        let c8 = fuzzConstraint([(x[0], -1)], .greaterThanOrEqual, 1_000_000)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(c8) }
        #expect(solver.hasConstraint(c7) && !solver.hasConstraint(c8))
        solver.updateVariables()
        #expect(abs(x[0].value - 2000) < 1e-9 && abs(x[1].value + 20_100_000) < 1e-6)
        #expect(abs(solver.error(at: 999.5) - 2_010_003_999.5) < 1e-3)
    }

    /// Pins: a strong equality of a million is met after removals.
    @Test func aStrongEqualityOfAMillionIsMetAfterRemovals() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, -1, 251))
        let c2 = fuzzConstraint([(x[2], 100), (x[0], 1)], .equal, -1)
        try solver.add(c2)
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[0], 2), (x[1], 0.5), (x[0], 3)], .greaterThanOrEqual, 1))
        try solver.add(fuzzConstraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.add(fuzzConstraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, -20, 250))
        try solver.remove(c2)
        try solver.add(fuzzConstraint([(x[0], 1)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[2], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250))
        try solver.add(fuzzConstraint([(x[0], 1), (x[0], -0.5), (x[1], -100)], .greaterThanOrEqual, -10, 251))
        try solver.add(fuzzConstraint([(x[2], 2)], .equal, 1_000_000, 250))
        solver.updateVariables()
        #expect(abs(solver.error(at: 251) - 190) < 1e-6)
        #expect(abs(solver.error(at: 250) - 500_031) < 1e-6)
        #expect(abs(x[2].value - 500_000) < 1e-6)
    }

    /// Pins: a rebuild after a removal is kept only when its values hold.
    @Test func aRebuildAfterARemovalIsKeptOnlyWhenItsValuesHold() throws {
        let x = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[4], -0.01)], .equal, 20, 999))
        try solver.add(fuzzConstraint([(x[3], -0.01), (x[3], 100), (x[3], 100)], .lessThanOrEqual, -20, 250))
        try solver.add(fuzzConstraint([(x[2], 2), (x[4], 100), (x[1], 3)], .equal, -1, 999))
        try solver.add(fuzzConstraint([(x[2], 100), (x[0], 3), (x[1], -0.01)], .equal, 20, 999))
        try solver.add(fuzzConstraint([(x[1], -1), (x[3], 1), (x[0], -100)], .equal, -10))
        let c8 = fuzzConstraint([], .greaterThanOrEqual, -1_000_000, 1)
        try solver.add(c8)
        try solver.add(fuzzConstraint([(x[0], 1)], .greaterThanOrEqual, 0.5, 750))
        let c12 = fuzzConstraint([(x[3], 0.01)], .equal, 0)
        try solver.add(c12)
        try solver.add(fuzzConstraint([(x[3], -1), (x[0], -100)], .equal, 0))
        try solver.updateConstant(of: c12, to: -20)
        try solver.remove(c8)
        solver.updateVariables()
        #expect(abs(x[3].value + 2000) < 1e-6 && abs(x[0].value - 20) < 1e-6 && abs(x[1].value + 3990) < 1e-6)
    }

    /// Pins: a lower level gains nothing from a higher one after removals.
    @Test func aLowerLevelGainsNothingFromAHigherOneAfterRemovals() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let bound = fuzzConstraint([(x[2], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250)
        let (c2, c3) = try addRatesBesideAConflict(x, bound: bound, to: solver)
        try solver.remove(c3)
        try solver.remove(c2)
        try solver.add(fuzzConstraint([(x[0], 1)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[0], 1), (x[0], -1)], .greaterThanOrEqual, 1_000_000, 250))
        try solver.add(fuzzConstraint([(x[1], -0.5)], .equal, -1, 999))
        solver.updateVariables()
        #expect(solver.error(at: 999) < 1e-9 && solver.error(at: 251) < 1e-9)
        #expect(abs(x[2].value + 1.99999) < 1e-6)
        #expect(abs(solver.error(at: 250) - 1_000_008.000015) < 1e-6)
    }

    /// A weak `100·x2 + 100·x1 >= 1e-7`, `3.5·x2 <= 1e-7`, a `bound` at 250, and the required
    /// `100·x1 + 11·x0 == 10` rejected as a conflict.
    private func addRatesBesideAConflict(_ x: [Variable], bound: Constraint, to solver: Solver) throws
        -> (c2: Constraint, c3: Constraint) {
        try solver.add(fuzzConstraint([(x[2], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1))
        let pinned = try addRatesPinnedByRequiredOnes(x, to: solver)
        try solver.add(bound)
        try solver.add(fuzzConstraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(fuzzConstraint([(x[1], 100), (x[0], 1), (x[0], 10)], .equal, 10))
        }
        return pinned
    }

    /// `100·x0 + 0.01·x1 + 0.01·x2 >= 1e-7` at 251
    /// beside required constraints (c2, c3, c4) that pin x0 through 100·x2; c2's constant then
    /// moves from 1e-7 to −1.
    private func addRatesPinnedByRequiredOnes(_ x: [Variable], to solver: Solver) throws
        -> (c2: Constraint, c3: Constraint) {
        try solver.add(fuzzConstraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251))
        let c2 = fuzzConstraint([(x[2], 100), (x[0], 1)], .equal, 1e-7)
        try solver.add(c2)
        let c3 = fuzzConstraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0)
        try solver.add(c3)
        try solver.add(fuzzConstraint([(x[0], 2), (x[1], 0.5), (x[0], 3)], .greaterThanOrEqual, 1))
        try solver.updateConstant(of: c2, to: -1)
        return (c2, c3)
    }

    /// c2 and c3 differ by `0.01·x0`, so together they pin x0 = 0 (x2 = 1e-9) up to rounding.
    private func addNearDuplicateEqualities(_ x: [Variable], to solver: Solver) throws -> (Constraint, Constraint) {
        let c0 = fuzzConstraint([(x[0], 100), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1)
        let c1 = fuzzConstraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251)
        try solver.add(c0)
        try solver.add(c1)
        try solver.add(fuzzConstraint([(x[2], 100), (x[0], 1)], .equal, 1e-7))
        try solver.add(fuzzConstraint([(x[0], 0.01), (x[2], 100), (x[0], 1)], .equal, 1e-7))
        return (c0, c1)
    }

    /// Pins: a contradiction of a variable pinned only by a difference is found.
    @Test func aContradictionOfAVariablePinnedOnlyByADifferenceIsFound() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        _ = try addNearDuplicateEqualities(x, to: solver)
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[0], 11)], .equal, 320, 500))
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(fuzzConstraint([(x[0], 30)], .equal, 320))
        }
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-6)
    }

    /// Pins: weak additions leave a variable pinned only by a difference at the optimum.
    @Test func weakAdditionsLeaveAVariablePinnedOnlyByADifferenceAtTheOptimum() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        _ = try addNearDuplicateEqualities(x, to: solver)
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[0], 2), (x[2], -100), (x[0], -1)], .greaterThanOrEqual, 10, 750))
        try solver.add(fuzzConstraint([(x[2], 1), (x[1], 0.5)], .lessThanOrEqual, -10, 250))
        try solver.add(fuzzConstraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-12 && abs(x[2].value - 1e-9) < 1e-12)
        #expect(abs(x[1].value - 9.999e-6) < 1e-9)
        try solver.add(fuzzConstraint([(x[1], 100), (x[0], 1), (x[0], 10)], .equal, 10))
        solver.updateVariables()
        #expect(abs(x[1].value - 0.1) < 1e-9)
    }

    /// Pins: an inequality short of its bound by a hair is repaired.
    @Test func anInequalityShortOfItsBoundByAHairIsRepaired() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[2], 0), (x[1], 100)], .greaterThanOrEqual, 1e-7, 1))
        try solver.add(fuzzConstraint([(x[0], 100), (x[1], 0.01), (x[2], 0.01)], .greaterThanOrEqual, 1e-7, 251))
        let c2 = fuzzConstraint([(x[2], 100), (x[0], 1)], .equal, 1e-7)
        try solver.add(c2)
        let c3 = fuzzConstraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0)
        try solver.add(c3)
        try solver.add(fuzzConstraint([(x[0], 2), (x[1], 0.5), (x[0], 3)], .greaterThanOrEqual, 1))
        try solver.updateConstant(of: c2, to: -1)
        try solver.add(fuzzConstraint([(x[2], 3), (x[2], 0.5)], .lessThanOrEqual, 1e-7, 1))
        try solver.remove(c3)
        try solver.remove(c2)
        try solver.add(fuzzConstraint([(x[0], 1), (x[0], 1)], .lessThanOrEqual, 1e-7))
        try solver.add(fuzzConstraint([(x[2], 100), (x[0], 1)], .equal, -1_000_000))
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .equal, -20, 500))
        try solver.add(fuzzConstraint([(x[0], 2), (x[1], 0.5), (x[0], -1)], .equal, 1))
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-6 && abs(x[1].value - 2) < 1e-6 && abs(x[2].value + 10_000) < 1e-6)
    }

    /// Pins: a variable pinned only by a difference takes no false conflict.
    @Test func aVariablePinnedOnlyByADifferenceTakesNoFalseConflict() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        _ = try addNearDuplicateEqualities(x, to: solver)
        try solver.add(fuzzConstraint([(x[2], -0.5), (x[0], 1), (x[0], 2)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[1], 2)], .equal, 20))
        solver.updateVariables()
        #expect(abs(x[1].value - 10) < 1e-9)
    }

    /// Pins: a removal through a small coefficient leaves a pinned variable pinned.
    @Test func aRemovalThroughASmallCoefficientLeavesAPinnedVariablePinned() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let (c0, c1) = try addNearDuplicateEqualities(x, to: solver)
        try solver.remove(c0)
        try solver.add(fuzzConstraint([(x[0], -1)], .lessThanOrEqual, 100, 999.5))
        try solver.remove(c1)
        solver.updateVariables()
        #expect(abs(x[0].value) < 1e-6)
        #expect(abs(x[2].value - 1e-9) < 1e-9)
    }

    /// Pins: phase one takes no pivot on residue.
    @Test func phaseOneTakesNoPivotOnResidue() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[2], 1), (x[0], 0.01)], .equal, -20, 250))
        let bound = fuzzConstraint([(x[3], 0.01), (x[0], 0.01), (x[2], 100)], .lessThanOrEqual, -1)
        try solver.add(bound)
        try solver.add(fuzzConstraint([(x[2], 0.01), (x[3], -2)], .equal, 0))
        try solver.remove(bound)
        try solver.add(fuzzConstraint([(x[2], 0.01), (x[3], 1)], .equal, 0))
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(fuzzConstraint([(x[2], 0.01), (x[3], 0.01)], .greaterThanOrEqual, 1e-7))
        }
        solver.updateVariables()
        #expect(abs(x[0].value + 2000) < 1e-6 && abs(x[2].value) < 1e-8 && abs(x[3].value) < 1e-8)
        #expect(abs(solver.error(at: 250)) < 1e-8)
    }

    /// Pins: an equality written through a twin at a million is no looser for it.
    @Test func anEqualityWrittenThroughATwinAtAMillionIsNoLooserForIt() throws {
        let x = Variable("x0")
        let solver = Solver()
        try solver.add(fuzzConstraint([(x, 100), (x, 1)], .equal, 1_000_000, 250))
        try solver.add(fuzzConstraint([(x, 1), (x, 0)], .equal, 1_000_000, 250))
        try solver.add(fuzzConstraint([(x, 0.01), (x, 0)], .equal, 1e-7))
        try solver.add(fuzzConstraint([], .greaterThanOrEqual, -1_000_000, 999))
        try solver.add(fuzzConstraint([(x, 100), (x, 100), (x, 100)], .greaterThanOrEqual, -1_000_000, 1))
        try solver.add(fuzzConstraint([(x, 100), (x, 100), (x, 100)], .greaterThanOrEqual, -1_000_000, 250))
        try solver.add(fuzzConstraint([(x, 1)], .equal, -1_000_000, 1))
        try solver.add(fuzzConstraint([(x, 0), (x, -1), (x, 1)], .equal, -1_000_000, 1))
        try solver.add(fuzzConstraint([], .equal, 0))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(fuzzConstraint([(x, 1)], .equal, 0)) }
        #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.add(fuzzConstraint([(x, 1), (x, 1), (x, -1)], .equal, 0))
        }
        solver.updateVariables()
        #expect(abs(x.value - 1e-5) < 1e-12)
    }
}
