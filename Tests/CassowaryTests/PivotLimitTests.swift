@testable import Cassowary
import Testing

/// `maximumPivots` bounds the simplex steps of one operation; an operation that reaches it
/// throws `IterationLimitError` and the solver is as it was before the call.
@Suite("Pivot limit")
struct PivotLimitTests {
    /// y ≥ x + 10 (required), y == 50 (weak), x suggested: moving x past 40 makes the bound
    /// push y up, which takes a dual simplex pivot.
    private func boundedPair() throws -> (Solver, Variable, Variable) {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y >= x + 10)
        try solver.add((y == 50).priority(250))
        try solver.addEditVariable(x, priority: 999)
        try solver.suggest(x, value: 20)
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 50)
        return (solver, x, y)
    }

    @Test func aSuggestionPastTheLimitIsUndone() throws {
        let (solver, x, y) = try boundedPair()
        solver.maximumPivots = 0
        #expect(throws: IterationLimitError.self) { try solver.suggest(x, value: 60) }
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 50)
        #expect(solver.error(at: 250) == 0)
        solver.maximumPivots = 100
        try solver.suggest(x, value: 60)
        solver.updateVariables()
        #expect(x.value == 60 && y.value == 70)   // y == 50 gives way to the required bound
    }

    @Test func anAddPastTheLimitLeavesTheConstraintOut() throws {
        let (solver, x, y) = try boundedPair()
        let before = solver.constraints.count
        solver.maximumPivots = 0
        let push = y >= 80
        #expect(throws: IterationLimitError.self) { try solver.add(push) }
        #expect(!solver.hasConstraint(push))
        #expect(solver.constraints.count == before)
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 50)
        solver.maximumPivots = 100
        try solver.add(push)                      // and it can be added once the limit allows
        solver.updateVariables()
        #expect(y.value == 80)
    }

    /// Which removal needs a pivot depends on the basis the adds left; of a chain of bounds
    /// whose removal lets the weak goals move, some do. Each one that throws changes nothing.
    @Test func aRemovalPastTheLimitKeepsTheConstraint() throws {
        var threw = 0
        for victim in 0..<4 {
            let solver = Solver()
            let a = Variable("a"), b = Variable("b"), c = Variable("c")
            let bounds = [a >= 10, b >= a + 20, c >= b + 30, c <= 200]
            for bound in bounds { try solver.add(bound) }
            for v in [a, b, c] { try solver.add((v == 0).priority(250)) }
            solver.updateVariables()
            let before = [a.value, b.value, c.value]
            #expect(before == [10, 30, 60])
            solver.maximumPivots = 0
            do {
                try solver.remove(bounds[victim])
            } catch is IterationLimitError {
                threw += 1
                #expect(solver.hasConstraint(bounds[victim]))
                solver.updateVariables()
                #expect([a.value, b.value, c.value] == before)
                solver.maximumPivots = 100
                try solver.remove(bounds[victim])
                #expect(!solver.hasConstraint(bounds[victim]))
            }
        }
        #expect(threw > 0)
    }

    @Test func theErrorSaysWhatWasUndone() throws {
        let (solver, x, _) = try boundedPair()
        solver.maximumPivots = 0
        do {
            try solver.suggest(x, value: 60)
            Issue.record("expected IterationLimitError")
        } catch let error as IterationLimitError {
            #expect(error.limit == 0)
            #expect(error.description == "more than 0 simplex pivots suggesting 60.0 for x; the operation was undone")
        }
    }

    @Test func theDefaultLimitLeavesOrdinarySystemsAlone() throws {
        let solver = Solver()
        #expect(solver.maximumPivots == 100_000)
        let vars = (0..<500).map { Variable("v\($0)") }
        try solver.add(vars[0] == 0)
        for i in 1..<vars.count {
            try solver.add(vars[i] >= vars[i - 1] + 8)
            try solver.add((vars[i] == 0).priority(250))
        }
        solver.updateVariables()
        #expect(vars[499].value == 499 * 8)
    }

    /// A conflict found while terms pass 1e8 is confirmed on a careful tableau within the limit
    /// (undoing from the journal takes no pivots): it is thrown, and the solver is as it was.
    @Test func aConflictLookedForAgainWithinTheLimitIsThrown() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(-97 * x[2] >= 1_000_000)
        try solver.add((-3 * x[1] - x[2] >= 1_000_000).priority(251))
        solver.maximumPivots = 2
        try solver.add(200 * x[1] == 1)
        let zero = 197 * x[2] == 0
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(zero) }
        #expect(!solver.hasConstraint(zero) && solver.constraints.count == 3)
        solver.updateVariables()
        #expect(abs(x[1].value - 0.005) <= 1e-12 && abs(x[2].value + 1_000_000.015) <= 1e-6)
    }

    /// Pins: a conflict's careful rebuild spends the operation's pivots and stops one past the limit
    /// (unbounded, it once ran out of memory outside the domain); the operation is then undone.
    @Test func aCarefulRebuildStopsAtThePivotLimit() throws {
        let solver = Solver()
        let vars = (0..<20).map { Variable("v\($0)") }
        let pin = vars[0] == 0
        try solver.add(pin)
        for i in 1..<vars.count {
            try solver.add(vars[i] >= vars[i - 1] + 8)
            try solver.add((vars[i] == 1000).priority(250))   // each takes a pivot or more
        }
        solver.updateVariables()
        let before = vars.map(\.value)
        solver.maximumPivots = 3
        let contradiction = vars[0] == 10   // a conflict found without a pivot; its rebuild needs many
        #expect(throws: IterationLimitError.self) { try solver.add(contradiction) }
        #expect(solver.tableau.pivotCount == 4)
        #expect(!solver.hasConstraint(contradiction) && solver.hasConstraint(pin))
        solver.updateVariables()
        #expect(vars.map(\.value) == before)
    }
}

