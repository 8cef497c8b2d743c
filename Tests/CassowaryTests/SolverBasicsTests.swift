import Cassowary
import Testing

@Suite("Solver basics")
struct SolverBasicsTests {
    @Test func anEqualityDeterminesTwoVariablesWithARequiredValue() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 100)
        try solver.add(x == 30)
        solver.updateVariables()
        #expect(x.value == 30)
        #expect(y.value == 70)
    }

    @Test func variableEqualsVariableBuildsAConstraint() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x == y
        #expect(c.relation == .equal)
        try solver.add(c)
        try solver.add(y == 12)
        solver.updateVariables()
        #expect(x.value == 12)
        #expect(x != y)  // Equatable is identity
    }

    @Test func inequalitiesHoldAtTheBoundTheWeakerWishPushesAgainst() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 50).priority(.low))
        solver.updateVariables()
        #expect(x.value == 20)  // as close to 50 as the required bound allows
    }

    @Test func constraintsOnTheRightHandSideAreNormalised() throws {
        let c = 10 <= 2 * Variable("x") + 4
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.expression.constant == 6)  // 10 − (2x + 4) ≤ 0
        #expect(c.constant == -6)
        #expect(c.expression.terms.map(\.coefficient) == [-2])
    }

    @Test func divisionAndNegationScaleExpressions() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x / 2 == -y + 3)
        try solver.add(y == 1)
        solver.updateVariables()
        #expect(x.value == 4)
    }

    @Test func priorityAndLabelReturnCopies() {
        let x = Variable("x")
        let c = x >= 60
        let p = c.priority(750)
        let l = p.labeled("min")
        #expect(c.priority == .required)
        #expect(p.priority == .high && p !== c)
        #expect(l.label == "min" && l.priority.value == 750)
        #expect(c.label == nil)
    }

    @Test func sameTextConstraintsAreDifferentConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x == 1, b = x == 1
        #expect(a != b)
        try solver.add(a)
        try solver.add(b)
        #expect(solver.hasConstraint(a) && solver.hasConstraint(b))
        try solver.remove(a)
        #expect(!solver.hasConstraint(a) && solver.hasConstraint(b))
    }

    @Test func removingAConstraintReleasesItsEffect() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 40
        try solver.add((x == 10).priority(.low))
        try solver.add(pin)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.remove(pin)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func duplicateAddThrows() throws {
        let solver = Solver()
        let c = Variable("x") == 1
        try solver.add(c)
        #expect(throws: DuplicateConstraintError.self) { try solver.add(c) }
    }

    @Test func removingAnUnknownConstraintThrows() {
        #expect(throws: UnknownConstraintError.self) { try Solver().remove(Variable("x") == 1) }
    }

    @Test func nonFiniteCoefficientsAndConstantsAreRejectedWithoutChange() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 5)
        #expect(throws: NonFiniteValueError.self) { try solver.add(x * .nan == 1) }
        #expect(throws: NonFiniteValueError.self) { try solver.add(x <= .infinity) }
        #expect(throws: NonFiniteValueError.self) { try solver.add(x * .infinity >= 1) }
        #expect(solver.constraints.count == 1)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func prioritiesOutsideOneToThousandAreRejected() {
        let solver = Solver()
        #expect(throws: InvalidPriorityError.self) { try solver.add((Variable("x") == 1).priority(0)) }
        #expect(throws: InvalidPriorityError.self) { try solver.add((Variable("x") == 1).priority(1001)) }
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 3
        try solver.add(c)
        try solver.addEditVariable(x, priority: 500)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        try solver.add(x == 4)
        solver.updateVariables()
        #expect(x.value == 4)
    }

    @Test func constraintsListsAddedConstraintsInOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 1, b = x <= 5
        try solver.add(b)
        try solver.add(a)
        #expect(solver.constraints == [b, a])
    }

    @Test func zeroCoefficientsAndCancellingTermsAreHarmless() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let zero = 0 * y + x == 4
        let cancelling = x - x + y == 2
        try solver.add(zero)
        try solver.add(cancelling)
        solver.updateVariables()
        #expect(x.value == 4 && y.value == 2)
        try solver.remove(zero)
        try solver.remove(cancelling)
        #expect(solver.constraints.isEmpty)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(0 * x == 1) }
    }
}
