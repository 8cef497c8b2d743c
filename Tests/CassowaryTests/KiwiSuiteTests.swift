import Cassowary
import Testing

/// The behaviours of kiwi's own py/tests (variables, terms, expressions, constraints,
/// solver), re-expressed for this API. kiwi's strengths map to priorities:
/// weak = 250, medium = 500, strong = 750.
@Suite("kiwi's test suite, re-expressed")
struct KiwiSuiteTests {
    // MARK: Variables, terms, expressions

    @Test func aVariableHasANameAndStartsAtZero() {
        let v = Variable("foo")
        #expect(v.name == "foo")
        #expect(v.value == 0)
        #expect(Variable().name == "")
    }

    @Test func negatingAVariableGivesCoefficientMinusOne() {
        let e = -Variable("foo")
        #expect(e.terms.map(\.coefficient) == [-1])
        #expect(e.constant == 0)
    }

    @Test func arithmeticOnVariablesBuildsExpressions() {
        let v = Variable("foo"), w = Variable("bar")
        #expect((v + 2).constant == 2)
        #expect((2 + v).terms.count == 1)
        #expect((v - 2).constant == -2)
        #expect((2 - v).terms[0].coefficient == -1)
        #expect((v + w).terms.map(\.coefficient) == [1, 1])
        #expect((v - w).terms.map(\.coefficient) == [1, -1])
        #expect((v * 2).terms[0].coefficient == 2)
        #expect((2 * v).terms[0].coefficient == 2)
        #expect((v / 2).terms[0].coefficient == 0.5)
    }

    @Test func arithmeticOnExpressionsKeepsTermsAndConstants() {
        let v = Variable("foo"), w = Variable("bar")
        let e = 2 * v + 3
        #expect((e + w).terms.count == 2)
        #expect((e - e).terms.map(\.coefficient) == [2, -2])
        #expect((e - e).constant == 0)
        #expect((e * 2).constant == 6)
        #expect((e / 2).terms[0].coefficient == 1)
        #expect((-e).constant == -3)
        #expect((e + 1.5).constant == 4.5)
    }

    @Test func termsAndExpressionsEvaluateWithTheSolvedValues() throws {
        let solver = Solver()
        let v = Variable("foo")
        let c = 2 * v + 1 >= 0
        try solver.addEditVariable(v, priority: 250)
        try solver.add(c)
        try solver.suggest(v, value: 10)
        solver.updateVariables()
        #expect(c.expression.value == 21)
        #expect(Term(v, 2).coefficient * v.value == 20)
        #expect(c.expression.terms[0].variable.value == 10)
    }

    // MARK: Constraints

    @Test func comparisonOperatorsBuildConstraintsWithTheirRelation() {
        let v = Variable("foo"), w = Variable("bar")
        for (c, relation) in [(v == 1, Relation.equal), (v <= 1, .lessThanOrEqual), (v >= 1, .greaterThanOrEqual),
                              (1 == v, .equal), (v + 1 <= w, .lessThanOrEqual), (w >= v * 2, .greaterThanOrEqual)] {
            #expect(c.relation == relation)
            #expect(c.priority == .required)
        }
    }

    @Test func aConstraintMovesEverythingToTheLeftHandSide() {
        let v = Variable("foo"), w = Variable("bar")
        let c = v + 1 >= w - 2
        #expect(c.expression.constant == 3)
        #expect(c.expression.terms.map(\.coefficient) == [1, -1])
    }

    @Test func changingTheStrengthMakesANewConstraint() {
        let c = Variable("foo") >= 1
        let strong = c.priority(750)
        #expect(strong !== c)
        #expect(strong.priority == 750 && c.priority == .required)
        #expect(strong.expression.constant == c.expression.constant)
    }

    // MARK: Solver

    @Test func managingEditVariables() throws {
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        #expect(!solver.hasEditVariable(v1))
        try solver.addEditVariable(v1, priority: 250)
        #expect(solver.hasEditVariable(v1))
        #expect(throws: DuplicateEditVariableError.self) { try solver.addEditVariable(v1, priority: 500) }
        #expect(throws: UnknownEditVariableError.self) { try solver.removeEditVariable(v2) }
        try solver.removeEditVariable(v1)
        #expect(!solver.hasEditVariable(v1))
        #expect(throws: RequiredEditVariableError.self) { try solver.addEditVariable(v1, priority: .required) }
        try solver.addEditVariable(v2, priority: 750)
        #expect(throws: UnknownEditVariableError.self) { try solver.suggest(v1, value: 10) }
        solver.reset()
        #expect(!solver.hasEditVariable(v2))
    }

    @Test func suggestingAValueForAnEditVariableInAWeakEquality() throws {
        let solver = Solver()
        let v1 = Variable("foo")
        try solver.addEditVariable(v1, priority: 500)
        try solver.add((v1 == 1).priority(250))
        try solver.suggest(v1, value: 2)
        solver.updateVariables()
        #expect(v1.value == 2)
    }

    @Test func suggestingAValueForAnEditVariableInSeveralRows() throws {
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        try solver.addEditVariable(v2, priority: 250)
        try solver.add(v1 + v2 == 0)
        try solver.add(v2 <= -1)
        try solver.add((v2 >= 0).priority(250))
        try solver.suggest(v2, value: 0)
        solver.updateVariables()
        #expect(v2.value <= -1)
    }

    @Test func managingConstraints() throws {
        let solver = Solver()
        let v = Variable("foo")
        let c1 = v >= 1, c2 = v <= 0
        #expect(!solver.hasConstraint(c1))
        try solver.add(c1)
        #expect(solver.hasConstraint(c1))
        #expect(throws: DuplicateConstraintError.self) { try solver.add(c1) }
        #expect(throws: UnknownConstraintError.self) { try solver.remove(c2) }
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(c2) }
        try solver.remove(c1)
        #expect(!solver.hasConstraint(c1))
        try solver.add(c2)
        #expect(solver.hasConstraint(c2))
        solver.reset()
        #expect(!solver.hasConstraint(c2))
    }

    @Test func solvingWithStrengths() throws {
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        try solver.add(v1 + v2 == 0)
        try solver.add(v1 == 10)
        try solver.add((v2 >= 0).priority(250))
        solver.updateVariables()
        #expect(v1.value == 10 && v2.value == -10)

        solver.reset()
        try solver.add(v1 + v2 == 0)
        try solver.add((v1 >= 10).priority(500))
        try solver.add((v2 == 2).priority(750))
        solver.updateVariables()
        #expect(v1.value == -2 && v2.value == 2)
    }

    @Test func aFailedAddLeavesEditVariablesWorking() throws {
        // kiwi's dump test: add a conflicting `v2 >= 1` after v2 <= −1, then keep going.
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        try solver.addEditVariable(v2, priority: 500)
        try solver.add(v1 + v2 == 0)
        try solver.add(v2 <= -1)
        try solver.add((v2 >= 0).priority(250))
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(v2 >= 1) }
        try solver.suggest(v2, value: -5)
        solver.updateVariables()
        #expect(v2.value == -5 && v1.value == 5)
    }
}
