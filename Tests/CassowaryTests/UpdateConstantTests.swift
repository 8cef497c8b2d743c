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

}
