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

    /// Accepted within rounding, a redundant equality's row held the constant of the one it
    /// leaned on, not its own: after the first went, x stayed at 5e-9 where `−0.5·x == 0` wants
    /// 0, and `100·x == 0` conflicted (fuzz-solver, seeds, 241,247 inputs).
    @Test func anEqualityRedundantWithinRoundingHoldsExactlyOnceTheOtherGoes() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = 2 * x == 1e-8
        try solver.add(first)
        try solver.add(-0.5 * x == 0)  // off by 2.5e-9: redundant within rounding
        try solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.add(100 * x == 0)
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

    /// A twin of a redundant equality is written from that one's row, rounding and all: once the
    /// equality both leaned on went, the twin took over with x still at −5e-10, and
    /// `101.01·x == 0` conflicted (fuzz-solver, seeds, 238,030 inputs).
    @Test func theTwinOfAnEqualityRedundantWithinRoundingHoldsExactlyToo() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = -200 * x == 1e-7
        try solver.add(first)
        try solver.add(x == 0)  // redundant within rounding
        try solver.add(x == 0)  // its twin
        try solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.add(101.01 * x == 0)
        #expect(solver.diagnose().isEmpty)
    }

    /// `−200·x == 1e-7` is 5e-10 of x from `x == 0`: redundant within rounding whichever comes
    /// first. Judged in the constraint's units it was a conflict after `x == 0` only, so a
    /// tableau rebuilt in that order lost it (fuzz-solver, grown corpus, 13,948 inputs).
    @Test(arguments: [false, true])
    func anEqualityWithinRoundingIsRedundantInEitherOrder(steepFirst: Bool) throws {
        let solver = Solver()
        let x = Variable("x")
        let steep = -200 * x == 1e-7, plain = x == 0
        for constraint in steepFirst ? [steep, plain] : [plain, steep] { try solver.add(constraint) }
        #expect(solver.hasConstraint(steep) && solver.hasConstraint(plain))
        solver.updateVariables()
        #expect(abs(x.value) <= 5e-10)
        #expect(solver.diagnose().isEmpty)
    }

    /// So is an inequality: `−97·x <= 0` at x = −5e-10 holds within rounding, though it is
    /// 4.9e-8 off in its own units. Judged in those, a solver that kept `x == 0` from its history
    /// took it while a fresh one broke it (fuzz-solver, grown corpus, 20,265 inputs).
    @Test(arguments: [false, true])
    func anInequalityWithinRoundingHoldsInEitherOrder(boundFirst: Bool) throws {
        let solver = Solver()
        let x = Variable("x")
        let steep = -200 * x == 1e-7, bound = -97 * x <= 0
        for constraint in boundFirst ? [bound, steep] : [steep, bound] { try solver.add(constraint) }
        #expect(solver.hasConstraint(steep) && solver.hasConstraint(bound))
        solver.updateVariables()
        #expect(abs(x.value) <= 5e-10)
        #expect(solver.diagnose().isEmpty)
    }
}
