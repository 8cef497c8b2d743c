import Cassowary
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

    /// Removing an equality takes out a redundant one that leans on it within rounding, to add
    /// it again from its own terms; past the limit that one must be back too (fuzz-solver: it
    /// was lost, and adding it again was accepted as new).
    @Test func aRemovalPastTheLimitKeepsTheRedundantEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = 3 * x == 0.3
        let redundant = x == 0.1  // 0.3 / 3 is 0.09999999999999999
        try solver.add(first)
        try solver.add(redundant)
        try solver.addEditVariable(x, priority: 250)
        try solver.add((99 * x <= -20).priority(250))
        solver.maximumPivots = 0
        #expect(throws: IterationLimitError.self) { try solver.remove(first) }
        #expect(solver.hasConstraint(first) && solver.hasConstraint(redundant))
        #expect(throws: DuplicateConstraintError.self) { try solver.add(redundant) }
        solver.maximumPivots = 100
        try solver.remove(first)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(x == 0.2) }
        solver.updateVariables()
        #expect(abs(x.value - 0.1) < 1e-12)
    }

    /// Found by fuzz-solver (reduced to eight operations), in UIKit mode. `−2·x0 == 1e-7` beside
    /// `−2·x0 == 0` is 5e-8 of x0 off, a conflict; it used to pass as redundant within 1e-8 of the
    /// million `2·x0 == 1e6` had put into x0's row. Removing `−2·x0 == 0` past the limit then
    /// rebuilt the tableau, where it was recorded broken, and the copy kept for the removal
    /// restored it: both held and broken. Judged within the rounding of that million (1e-14 of
    /// it), it is recorded broken when added, and stays out whatever the removal does.
    @Test func aRemovalPastTheLimitLeavesNothingBothHeldAndBroken() throws {
        let solver = Solver()
        solver.breaksConflicts = true
        let x = Variable("x0")
        func equality(_ coefficients: [Double], _ constant: Double, _ priority: Priority = .required) -> Constraint {
            Constraint(Expression(terms: coefficients.map { Term(x, $0) }, constant: -constant), .equal, priority: priority)
        }
        try solver.add((100 * x >= -10).priority(251))
        let million = equality([2], 1_000_000, 250)
        try solver.add(million)
        let pinned = equality([-1, -1], 0)
        try solver.add(pinned)
        try solver.add(equality([-1], 320, 999.5))
        let conflicting = equality([-2], 1e-7)
        try solver.add(conflicting)
        #expect(!solver.hasConstraint(conflicting) && solver.brokenConstraints.map(\.constraint) == [conflicting])
        try solver.remove(million)
        try solver.add(equality([-1, 1, 1], 0, 251))
        solver.maximumPivots = 3
        _ = try? solver.remove(pinned)
        #expect(!solver.hasConstraint(conflicting) && solver.brokenConstraints.map(\.constraint) == [conflicting])
    }

    /// Found by fuzz-solver (grown corpus, 13,948 inputs; reduced to seven operations): an
    /// equality accepted within rounding beside its twin, the twin since gone, must survive the
    /// rebuild that undoes an operation past the limit. It was dropped there without a word, and
    /// removing it later threw.
    @Test func aSuggestionPastTheLimitKeepsAnEqualityAcceptedWithinRounding() throws {
        let solver = Solver()
        let x = Variable("x0")
        let twin = -200 * x == 1e-7, pinned = x == 0, kept = -200 * x == 1e-7
        try solver.add(twin)
        try solver.add(pinned)
        try solver.add(kept)
        try solver.remove(twin)
        try solver.addEditVariable(x, priority: 250)
        solver.maximumPivots = 0
        #expect(throws: IterationLimitError.self) { try solver.suggest(x, value: 10) }
        #expect(solver.hasConstraint(pinned) && solver.hasConstraint(kept))
        solver.maximumPivots = 100
        try solver.remove(kept)
    }

    /// Found by fuzz-solver (grown corpus, 23,860 inputs; reduced to seven operations).
    /// `0.01·x1 − 200·x0 == 1e-7`, `x0 == 0` and `−x1 == 0` hold together within rounding (5e-10
    /// of x0); the last went in beside the other two at x1 = 0. A rebuild that undid a change of
    /// constant past the limit met the first two alone, put x1 at 1e-5, and lost the third
    /// without a word. A change of constant now undoes its own pivots: the solver is as it was.
    @Test func aChangeOfConstantPastTheLimitKeepsWhatItsHistoryLetIn() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        let bound = -100 * x[0] - 100 * x[0] >= 1e-7
        try solver.add(bound)
        try solver.add(0.01 * x[1] - 100 * x[0] - 100 * x[0] == 1e-7)
        try solver.add(x[0] == 0)
        let pinned = -x[1] == 0
        try solver.add(pinned)
        try solver.remove(bound)
        let weak = (x[1] + 3 * x[0] + 0.01 * x[0] >= 1e-7).priority(999.5)
        try solver.add(weak)
        solver.maximumPivots = 0
        #expect(throws: IterationLimitError.self) { try solver.updateConstant(of: weak, to: -1) }
        #expect(solver.hasConstraint(pinned) && solver.constraints.count == 4)
        solver.updateVariables()
        #expect(abs(x[0].value) <= 1e-12 && abs(x[1].value) <= 1e-12)
    }

    /// Found by fuzz-solver (grown corpus, 10,643 inputs; reduced to five operations). History
    /// put x0 at −5e-10 and x1 at 0, where `0.01·x1 − 200·x0 == 1e-7` and `x0 >= 0` hold within
    /// rounding. An addition past the limit was undone by a rebuild, which met them alone and
    /// put x0 at 0 and x1 at 1e-5; a solver that never saw the addition keeps x1 at 0. It is now
    /// undone by its inverse, a removal, and the solution is the one before it.
    @Test func anAdditionPastTheLimitLeavesTheSolutionAsItWas() throws {
        let x = (0..<2).map { Variable("x\($0)") }
        let solver = Solver()
        let first = -100 * x[0] - 100 * x[0] == 1e-7
        try solver.add(first)
        try solver.add(0.01 * x[1] - 100 * x[0] - 100 * x[0] == 1e-7)
        try solver.add(x[0] >= 0)
        try solver.remove(first)
        solver.updateVariables()
        let before = x.map(\.value)
        solver.maximumPivots = 0
        #expect(throws: IterationLimitError.self) { try solver.add((0.01 * x[0] >= 1e-7).priority(999.5)) }
        solver.updateVariables()
        #expect(solver.constraints.count == 2)
        #expect(abs(x[0].value - before[0]) <= 1e-12 && abs(x[1].value - before[1]) <= 1e-12)
    }

    /// A conflict found while terms pass 1e8 (197·x2 at x2 = −1e6) is looked for again in a
    /// careful tableau. A failed phase one is undone from the journal, which takes no pivots, so
    /// two pivots are enough to confirm the conflict with `−97·x2 >= 1e6`: it is thrown, and the
    /// solver is as it was.
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

    /// Found by fuzz-solver (grown corpus; reduced to eight operations). The terms pass 1e8
    /// (x2 near 1e12), so the conflict of moving `0 <= 1` to `0 <= −1e6` is looked for again in
    /// a careful tableau, which runs out of pivots first. A change of constant undoes itself at
    /// the limit without throwing, and the careful tableau had been kept as if the change held:
    /// its simplex had stopped at an error of 999,899 at 750, where the solver had 0.
    @Test func aChangeOfConstantLookedForAgainPastTheLimitLeavesTheSolutionAsItWas() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        solver.maximumPivots = 1
        try solver.add(0.01 * x[0] >= -1)
        try solver.add(-0.01 * x[2] - 100 * x[1] + 0.01 * x[1] <= 0.5)
        try solver.add(300 * x[2] >= -1_000_000)
        try solver.add((-0.01 * x[1] - x[0] == 1_000_000).priority(750))
        for _ in 0..<2 { try solver.add((0.5 * x[1] - 0.5 * x[0] <= 20).priority(251)) }
        let bound = Expression(0) <= 1
        try solver.add(bound)
        solver.updateVariables()
        let before = x.map(\.value)
        #expect(solver.error(at: 750) < 1e-6 && abs(before[1] + 99_990_000) < 1e-6)
        #expect(throws: IterationLimitError.self) { try solver.updateConstant(of: bound, to: -1_000_000) }
        solver.updateVariables()
        #expect(solver.error(at: 750) < 1e-6 && bound.constant == 1)
        #expect(zip(x, before).allSatisfy { abs($0.value - $1) <= 1e-9 * max(1, abs($1)) })
    }
}

