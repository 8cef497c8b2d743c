import Cassowary
import Testing

/// Reduced fuzz-solver inputs: operations undone at the pivot limit leave the solver as it was.
@Suite("Replayed: undone at the pivot limit")
struct ReplayedPivotLimitTests {
    /// A removal undone at the limit (its rebuild, through the redundant equality's row, ran out)
    /// keeps the redundant equality.
    @Test func aRemovalPastTheLimitKeepsTheRedundantEquality() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = 3 * x == 0.3
        let redundant = x == 0.1  // 0.3 / 3 is 0.09999999999999999
        try solver.add(first)
        try solver.add(redundant)
        try solver.addEditVariable(x, priority: 250)
        try solver.add((99 * x <= -20).priority(250))
        // Built afresh, these take a pivot.
        try solver.add((y == 10).priority(250))
        try solver.add((y == 20).priority(500))
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

    /// A constraint recorded broken stays out, and is not also held, when a removal is undone.
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

    /// A suggestion undone keeps an equality accepted within rounding beside a twin since gone.
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

    /// A change of constant undone keeps the constraints its history let in within rounding.
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

    /// An addition undone leaves the values as they were, not as a rebuild would put them.
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

    /// A change of constant whose conflict runs out of pivots when confirmed leaves the solution as it was.
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
