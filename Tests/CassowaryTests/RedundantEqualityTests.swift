@testable import Cassowary
import Testing

/// A required equality that is implied by earlier ones is stored as a row of dummies
/// (`d = 0 + dummies`). Removing one of the equalities that implied it must hand its role
/// to the redundant one, not drop it, and changing one's constant must conflict with it:
/// the dummy row has to stay 0.
@Suite("Redundant required equalities")
struct RedundantEqualityTests {
    @Test func removingAnEqualityKeepsItsRedundantDuplicateInForce() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10
        try solver.add(first)
        try solver.add(x == 10)  // redundant: its dummy becomes basic
        try solver.add((x == -30).priority(.low))  // its error row mentions first's dummy
        try solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.error(at: .low) == 40)
        #expect(solver.diagnose().isEmpty)
    }

    @Test(arguments: [20.0, 0.0])
    func changingTheConstantOfAnEqualityWithARedundantDuplicateConflicts(constant: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10
        let duplicate = x == 10
        try solver.add(first)
        try solver.add(duplicate)
        try solver.add((x == -30).priority(.low))
        let error = #expect(throws: UnsatisfiableConstraintError.self) {
            try solver.updateConstant(of: first, to: constant)
        }
        #expect(error?.conflict.count == 2)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.diagnose().isEmpty)
    }

    @Test func removingAnEqualityThatImpliedAnotherKeepsTheOtherInForce() throws {
        // The property-test failure (seed 474750), minus the constraints it did not need:
        // x0 − x2/2 + 49 = 0 and x0 − x2/2 + x3 + 54 = 0 imply x3 = −5, which is stated too.
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3")
        let solver = Solver()
        let medium = Priority(500)
        try solver.add((-0.5 * x1 + x3 + 3 * x0 + 4 <= 0).priority(medium))
        try solver.add((-0.5 * x0 + 20 <= 0).priority(medium))
        try solver.add((x1 + 14 == 0).priority(.low))
        try solver.add((-0.5 * x0 - x1 + 37 == 0).priority(medium))
        try solver.add(x0 - 0.5 * x2 + 49 == 0)
        try solver.add((x2 + 15 == 0).priority(.low))
        let implying = x0 - 0.5 * x2 + x3 + 54 == 0
        try solver.add(implying)
        try solver.add((x0 - 3 == 0).priority(.low))
        try solver.add(x3 + 5 == 0)  // implied by the two required equalities above
        try solver.add((x3 + 7 == 0).priority(.low))
        try solver.remove(implying)
        solver.updateVariables()
        #expect(abs(x3.value + 5) < 1e-9)
        #expect(abs(x0.value - 0.5 * x2.value + 49) < 1e-9)
        #expect(solver.diagnose().isEmpty)
    }

    /// Twins (the same terms, or the same negated, in required equalities) are written from each
    /// other's marker: redundant at the matching constant, a conflict at any other, and the
    /// survivor of a removal keeps the equation.
    @Test func aNegatedTwinIsRedundantOrAConflictByItsConstant() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = x + 0.5 * y == 10
        try solver.add(first)
        let twin = -1 * x - 0.5 * y == -10
        try solver.add(twin)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(-0.5 * y - x == 10) }
        try solver.add((y == 4).priority(.low))
        try solver.remove(first)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(x + 0.5 * y == 11) }
        try solver.updateConstant(of: twin, to: -12)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 4)
        #expect(solver.diagnose().isEmpty)
    }

    /// Two equalities each within rounding of a third are 1.8e-8 apart from each other: once the
    /// third goes, the later one conflicts. The removal then throws with the solver unchanged,
    /// or, in UIKit mode, goes ahead with the later one broken.
    @Test(arguments: [false, true])
    func equalitiesThatOnlyTheRemovedOneReconciledConflict(breaksConflicts: Bool) throws {
        let solver = Solver()
        solver.breaksConflicts = breaksConflicts
        let x = Variable("x")
        let exact = x == 0
        try solver.add(exact)
        try solver.add(x == 9e-9)
        let later = x == -9e-9
        try solver.add(later)
        if breaksConflicts {
            try solver.remove(exact)
            #expect(solver.brokenConstraints.map(\.constraint) == [later])
            #expect(!solver.hasConstraint(exact))
        } else {
            let error = #expect(throws: UnsatisfiableConstraintError.self) { try solver.remove(exact) }
            #expect(error?.constraint === later)
            #expect(solver.hasConstraint(exact) && solver.hasConstraint(later))
        }
        solver.updateVariables()
        #expect(x.value == (breaksConflicts ? 9e-9 : 0))
        #expect(solver.diagnose().isEmpty)
    }
}
