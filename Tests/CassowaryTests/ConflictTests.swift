@testable import Cassowary
import Testing

@Suite("Unsatisfiable required constraints")
struct ConflictTests {
    @Test func theConflictNamesOnlyTheConstraintsThatClash() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10, ceiling = x <= 20, unrelated = y == 5, pin = x == 30
        for c in [floor, ceiling, unrelated] { try solver.add(c) }
        try solver.add((x == 0).priority(750))
        do {
            try solver.add(pin)
            Issue.record("expected a conflict")
        } catch let error as UnsatisfiableConstraintError {
            #expect(error.constraint === pin)
            #expect(Set(error.conflict) == [ceiling, pin])
        }
    }

    @Test func aCycleOfEqualitiesConflictsAsAWhole() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let ab = a == b + 1, bc = b == c + 1, other = d == a + 7
        for k in [ab, bc, other] { try solver.add(k) }
        let closing = c == a
        do {
            try solver.add(closing)
            Issue.record("expected a conflict")
        } catch let error as UnsatisfiableConstraintError {
            #expect(Set(error.conflict) == [ab, bc, closing])
        }
    }

    @Test func everyMemberOfTheConflictIsNeeded() throws {
        // Two copies of x == 10: either one with x == 20 is a minimal conflict, not all three.
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10, second = x == 10, third = x == 20
        try solver.add(first)
        try solver.add(second)
        do {
            try solver.add(third)
            Issue.record("expected a conflict")
        } catch let error as UnsatisfiableConstraintError {
            #expect(error.conflict.count == 2)
            #expect(error.conflict.contains(third))
        }
    }

    @Test func aConflictAmongInequalitiesIsFoundInPhaseOne() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y >= 100, capX = x <= 30, floorX = x >= 0
        for k in [sum, capX, floorX] { try solver.add(k) }
        let capY = y <= 40
        do {
            try solver.add(capY)
            Issue.record("expected a conflict")
        } catch let error as UnsatisfiableConstraintError {
            #expect(Set(error.conflict) == [sum, capX, capY])
        }
    }

    @Test func nonRequiredConstraintsNeverConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 3
        try solver.add(pin)
        try solver.add((x == 4).priority(999))
        do {
            try solver.add(x >= 5)
            Issue.record("expected a conflict")
        } catch let error as UnsatisfiableConstraintError {
            #expect(error.conflict.count == 2)
            #expect(error.conflict.allSatisfy { $0.priority == .required })
        }
    }

    @Test func aFailedAddLeavesTheSolverAsIfItNeverHappened() throws {
        // kiwi.js#31: after the throw the solver must keep working exactly as before.
        let (solver, width, views) = try column()
        let (twin, twinWidth, twinViews) = try column()
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(views[1] >= width) }
        #expect(solver.constraints.count == twin.constraints.count)
        for w in [320.0, 800, 414] {
            try solver.suggest(width, value: w)
            try twin.suggest(twinWidth, value: w)
            solver.updateVariables()
            twin.updateVariables()
            for (a, b) in zip(views, twinViews) { #expect(abs(a.value - b.value) < 1e-9) }
        }
        let extra = views[2] <= 100
        try solver.add(extra)
        try twin.add(twinViews[2] <= 100)
        try solver.remove(extra)
        solver.updateVariables()
        #expect(solver.diagnose().isEmpty)
    }

    @Test func theRejectedConstraintCanBeAddedOnceTheObstacleIsGone() throws {
        let solver = Solver()
        let x = Variable("x")
        let obstacle = x <= 5, wanted = x >= 10
        try solver.add(obstacle)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(wanted) }
        #expect(!solver.hasConstraint(wanted))
        try solver.remove(obstacle)
        try solver.add(wanted)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func breakingModeDropsTheMostRecentConstraintAndReportsTheConflict() throws {
        let solver = Solver()
        solver.breaksConflicts = true
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10, ceiling = x <= 20, other = y == x, pin = x == 30
        for c in [floor, ceiling, other, pin] { try solver.add(c) }
        #expect(!solver.hasConstraint(pin))
        #expect(solver.hasConstraint(ceiling) && solver.hasConstraint(floor))
        #expect(solver.brokenConstraints.count == 1)
        #expect(solver.brokenConstraints[0].constraint === pin)
        #expect(Set(solver.brokenConstraints[0].conflict) == [ceiling, pin])
        solver.updateVariables()
        #expect(x.value >= 10 && x.value <= 20)
        try solver.remove(pin)
        #expect(solver.brokenConstraints.isEmpty)
    }

    @Test func theErrorDescriptionReadsLikeUIKit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 1).labeled("one"))
        do {
            try solver.add((x == 2).labeled("two"))
        } catch let error as UnsatisfiableConstraintError {
            #expect(error.description.hasPrefix("Unable to simultaneously satisfy constraints"))
            #expect(error.description.contains("one") && error.description.contains("two"))
        }
    }

    private func column() throws -> (Solver, Variable, [Variable]) {
        let solver = Solver()
        let width = Variable("width")
        try solver.addEditVariable(width, priority: 999)
        var views: [Variable] = []
        for i in 0..<6 {
            let v = Variable("v\(i)")
            try solver.add(v <= width - 16)
            try solver.add(v >= 0)
            try solver.add((v == Double(100 + 40 * i)).priority(500))
            if let last = views.last { try solver.add((v >= last).priority(250)) }
            views.append(v)
        }
        return (solver, width, views)
    }
}
