@testable import Cassowary
import Testing

/// Replayed fuzz-solver inputs from outside the solver's domain (README, "Precision of the
/// solver"), where it guarantees only no crash or hang and no violated required constraint kept.
@Suite("Outside the domain")
struct OutsideDomainTests {
    /// Pins: a removal through an external row whose written-out form cancels the marker.
    @Test func aRemovalThroughARowWhoseExpansionCancelsTheMarkerCompletes() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        solver.maximumPivots = 3
        try? solver.addEditVariable(x[3], priority: 250)
        let c0 = fuzzConstraint([(x[1], -1)], .equal, 0, 250)
        try? solver.add(c0)
        try? solver.suggest(x[3], value: 320)
        let c1 = fuzzConstraint([(x[1], 1e6), (x[2], 0.001), (x[0], 12_345.678)], .equal, 1)
        try? solver.add(c1)
        try? solver.addEditVariable(x[0], priority: 999)
        try? solver.remove(c0)
        try? solver.add(fuzzConstraint([(x[0], 1000), (x[1], 1e-9)], .equal, 1e9))
        try? solver.add(fuzzConstraint([(x[0], 1), (x[0], 1), (x[0], 1)], .equal, 0))
        solver.updateVariables()
        for kept in solver.constraints where kept.priority.isRequired {
            let size = kept.expression.terms.reduce(abs(kept.constant)) { max($0, abs($1.coefficient * $1.variable.value)) }
            #expect(abs(kept.expression.value) <= 1e-6 * max(1, size), "\(kept) is off by \(kept.expression.value)")
        }
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a required equality that contradicts a required bound, among multipliers 1e12 apart, is a conflict.
    @Test func aContradictionAmongTermsOfATrillionIsAConflict() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[2], -1e-6), (x[3], 1e6), (x[4], 1e6)], .lessThanOrEqual, 1e12))
        try solver.add(fuzzConstraint([(x[4], 1e6), (x[1], 1e6)], .lessThanOrEqual, 1e12))
        try solver.add(fuzzConstraint([(x[4], 12_345.678), (x[2], 1e-6)], .equal, 1e12))
        try solver.addEditVariable(x[3], priority: 250)
        try solver.add(fuzzConstraint([(x[3], -0.001)], .greaterThanOrEqual, 320))
        let contradiction = fuzzConstraint([(x[3], 2)], .equal, 7e10)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(contradiction) }
        solver.updateVariables()
        #expect(-0.001 * x[3].value >= 320 - 1e-6)
    }

    /// Pins: phase one undone where rounding cancelled a symbol its journal would pivot back.
    @Test func phaseOneIsUndoneWhereRoundingCancelledAJournalStep() throws {
        let x = Variable("x0")
        let solver = Solver()
        try solver.add(fuzzConstraint([(x, 1), (x, 1000)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([], .equal, 0))
        try solver.add(fuzzConstraint([(x, 1e6), (x, 1e9)], .lessThanOrEqual, -20, 250))
        let c3 = fuzzConstraint([(x, -0.001), (x, 2)], .equal, 7e10)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(c3) }
        try solver.add(fuzzConstraint([(x, -0.001), (x, -0.001)], .greaterThanOrEqual, 320, 750))
        try solver.add(fuzzConstraint([(x, -0.001), (x, 1e-6)], .equal, 1e15, 250))
        try solver.add(fuzzConstraint([(x, 1), (x, -1e6)], .greaterThanOrEqual, 1e-12, 251))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(c3) }
        solver.updateVariables()
        #expect(1001 * x.value <= 1e-6 * max(1, abs(x.value)))
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a weak addition whose optimum (near 1e15) lies where rounding of 1e21 could break a
    /// required bound either keeps the bound or is refused; never kept with the bound broken.
    @Test func aWeakAdditionWhereRoundingCouldBreakARequiredBoundKeepsItOrIsRefused() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(x[3], -1e-6), (x[2], 1e6), (x[4], 1e6)], .greaterThanOrEqual, 1e12))
        let c1 = fuzzConstraint([], .lessThanOrEqual, 1e12, 500)
        try solver.add(c1)
        try solver.add(fuzzConstraint([(x[5], 2)], .greaterThanOrEqual, 7e10))
        let c3 = fuzzConstraint([(x[2], 1e-6)], .lessThanOrEqual, -1e9)
        try solver.add(c3)
        do { try solver.add(fuzzConstraint([(x[2], 1)], .equal, -1e12, 251)) } catch is PrecisionLimitError {}
        solver.updateVariables()
        #expect(1e-6 * x[2].value <= -1e9 + 1e-6 * abs(x[2].value))
        try solver.addEditVariable(x[1], priority: 750)
        try solver.remove(c1)
        try solver.add(fuzzConstraint([(x[3], -1)], .greaterThanOrEqual, 7e10, 250))
        try solver.add(fuzzConstraint([], .equal, 0))
        solver.updateVariables()
        #expect(1e-6 * x[2].value <= -1e9 + 1e-6 * abs(x[2].value))
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: where products of two 1e-6 multipliers (3e-12, under `relative`) meet, an addition either
    /// holds every required constraint or is refused with the solver unchanged.
    @Test func anAdditionOverProductsOfTwoMultipliersOf1e6HoldsOrIsRefused() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        try solver.add(fuzzConstraint([(x[3], -1), (x[1], 1e-6), (x[1], 1e6)], .equal, 1e-12))
        let c1 = fuzzConstraint([(x[1], -1e-6)], .greaterThanOrEqual, 0)
        try solver.add(c1)
        let c2 = fuzzConstraint([(x[1], -1e-6), (x[1], -1e-6), (x[1], -1e-6)], .equal, 0)
        try solver.add(c2)
        solver.updateVariables()
        let before = x.map(\.value)
        do { try solver.add(fuzzConstraint([(x[1], 1)], .greaterThanOrEqual, 1e9, 251)) } catch is PrecisionLimitError {
            solver.updateVariables()
            #expect(x.map(\.value) == before)
        }
        try solver.updateConstant(of: c1, to: 0)
        try solver.add(fuzzConstraint([(x[3], 0.001), (x[3], -1e-6), (x[0], 1)], .equal, 0))
        solver.updateVariables()
        if solver.hasConstraint(c2) { #expect(abs(3e-6 * x[1].value) <= 1e-6 * max(1, abs(x[1].value))) }
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a change of constant by 1e12 that conflicts with a twin leaves the solver exactly as it was.
    @Test func aFailedChangeOfConstantBy1e12LeavesNoRoundingBehind() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let c1 = fuzzConstraint([(x[2], -0.001), (x[2], 1)], .equal, 1)
        try solver.add(c1)
        try solver.add(fuzzConstraint([(x[2], -0.001), (x[2], 1)], .equal, 1))
        solver.updateVariables()
        let before = x[2].value
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.updateConstant(of: c1, to: -1e12) }
        solver.updateVariables()
        #expect(x[2].value == before)
        try solver.add(fuzzConstraint([], .greaterThanOrEqual, 0))
        try solver.add(fuzzConstraint([(x[2], 1), (x[0], 1)], .equal, 0))
        solver.updateVariables()
        #expect(abs(0.999 * x[2].value - 1) <= 1e-12)
        #expect(solver.diagnose().isEmpty)
    }

    /// Pins: a required equality a careful rebuild left off by 1e9 at terms of 1e15 is mended by refining it.
    @Test func aRequiredEqualityTheRebuildLeftBrokenIsMendedByRefining() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        try solver.add(fuzzConstraint([(x[2], 0), (x[2], -1e-6)], .greaterThanOrEqual, 1e12))
        try solver.add(fuzzConstraint([(x[0], 1e9), (x[3], 1), (x[2], -1e6)], .greaterThanOrEqual, 1e15, 750))
        let c3 = fuzzConstraint([(x[0], -1e-6), (x[1], 1)], .equal, 0)
        try solver.add(c3)
        try solver.add(fuzzConstraint([(x[3], -1)], .equal, -20, 250))
        try solver.add(fuzzConstraint([(x[1], -1e-6)], .equal, 1e9, 251))
        try solver.add(fuzzConstraint([(x[1], 1e9), (x[0], 1e9)], .equal, 0, 750))
        try solver.add(fuzzConstraint([], .equal, 0))
        solver.updateVariables()
        // As fuzz-solver judges it: a distance within 1e-6 of the magnitudes in play (1e15 here).
        #expect(abs(c3.expression.value) <= 1e-6 * max(1e15, abs(x[0].value), abs(x[1].value)))
    }

    /// Pins: an equality over one variable that holds only within `epsilon` in its units (1e-9·x == −1e-9
    /// beside x ≥ 0) does not pin the variable past the bound.
    @Test func anEqualityHeldOnlyWithinEpsilonDoesNotPinItsVariablePastABound() throws {
        let x = Variable("x0")
        let solver = Solver()
        let bound = fuzzConstraint([(x, 1)], .greaterThanOrEqual, 0)
        try solver.add(bound)
        try solver.add(fuzzConstraint([(x, 1e-9)], .equal, -1e-9))
        solver.updateVariables()
        #expect(x.value >= -1e-12)
        try solver.updateConstant(of: bound, to: 0)
        solver.updateVariables()
        #expect(x.value >= -1e-12)
    }

    /// Pins: a constraint written with a multiplier past the domain's makes the tableau verify, though
    /// no pivot is small and no term huge: `1e-6·x0 ≤ −1e-9` was kept at x0 = 1e12 once `x1 == x0` came.
    @Test func aMultiplierPastTheDomainMakesTheTableauVerify() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        solver.maximumPivots = 1
        let c0 = fuzzConstraint([(x[0], 1), (x[1], 1e6), (x[0], 1e6)], .greaterThanOrEqual, 1e12)
        let c2 = fuzzConstraint([(x[0], -1), (x[0], -1e6)], .greaterThanOrEqual, 1e-12)
        let c3 = fuzzConstraint([], .greaterThanOrEqual, -1e9, 250)
        try? solver.add(c0)
        try? solver.add(fuzzConstraint([(x[0], 1e-6)], .lessThanOrEqual, -1e-9))
        for step in [{ try solver.remove(c0) }, { try solver.add(c2) }, { try solver.add(c3) },
                     { try solver.remove(c2) }, { try solver.remove(c3) }] { try? step() }
        try? solver.add(fuzzConstraint([(x[1], -1)], .equal, -1e12, 750))
        try? solver.add(fuzzConstraint([(x[1], -1), (x[0], 1)], .equal, 0))
        #expect(requiredConstraintsHold(solver))
    }

    /// Pins: an operation undone because no tableau holds the required constraints goes back to the
    /// tableau it began on, not to the careful rebuild that refuted its conflict (which held less).
    @Test func anOperationIsUndoneToTheTableauItBeganOn() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        solver.breaksConflicts = true
        try solver.add(fuzzConstraint([(x[1], -1e6), (x[1], 1e6), (x[0], 1e-6)], .lessThanOrEqual, 1e12))
        let c1 = fuzzConstraint([(x[0], 1e6), (x[1], 1)], .equal, 0)
        try solver.add(c1)
        try solver.add(fuzzConstraint([(x[1], -1e6), (x[1], 1e9)], .equal, 0))
        try solver.add(fuzzConstraint([(x[0], 1), (x[0], 1), (x[1], -1e6)], .lessThanOrEqual, 0))
        try solver.add(fuzzConstraint([], .lessThanOrEqual, -1e12, 999))
        #expect(throws: PrecisionLimitError.self) { try solver.updateConstant(of: c1, to: 1e6) }
        #expect(requiredConstraintsHold(solver))
    }

    /// Each required constraint kept holds as fuzz-solver judges it: a distance from its hyperplane
    /// within 1e-6 of the magnitudes in play.
    private func requiredConstraintsHold(_ solver: Solver) -> Bool {
        solver.updateVariables()
        return solver.constraints.filter(\.priority.isRequired).allSatisfy { kept in
            let terms = kept.expression.terms
            let largest = terms.reduce(1.0) { max($0, abs($1.coefficient)) }
            let distance = kept.expression.value / largest
            let tolerance = 1e-6 * terms.reduce(max(1, abs(kept.constant))) { max($0, abs($1.variable.value)) }
            return switch kept.relation {
            case .equal: abs(distance) <= tolerance
            case .lessThanOrEqual: distance <= tolerance
            case .greaterThanOrEqual: distance >= -tolerance
            }
        }
    }
}
