import Cassowary
import Testing

@Suite("Strict priorities and L1 errors")
struct PriorityTests {
    @Test func aPriority10ConstraintCannotTipA501Versus500Tie() throws {
        // kiwi#33: summed strengths let 500 + 10 outvote 501.
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).priority(501))
        try solver.add((x == 20).priority(500))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.add((x == 20).priority(10))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func one751BeatsAThousand750s() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<1000 { try solver.add((x == 1).priority(750)) }
        try solver.add((x == 0).priority(751))
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(solver.error(at: 751) == 0)
        #expect(abs(solver.error(at: 750) - 1000) < 1e-6)
    }

    @Test func oneRequiredBeatsEveryWish() throws {
        let solver = Solver()
        let x = Variable("x")
        for p in [999.0, 999.5, 750, 1] { try solver.add((x == 7).priority(Priority(p))) }
        try solver.add(x == 3)
        solver.updateVariables()
        #expect(x.value == 3)
    }

    @Test func fractionalPrioritiesOrderAsNumbers() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 1).priority(999))
        try solver.add((x == 2).priority(999.5))
        solver.updateVariables()
        #expect(x.value == 2)
    }

    @Test func withinALevelTheSumOfAbsoluteErrorsIsMinimised() throws {
        // |x| + |x| + |x − 30| is smallest at x = 0 (a least-squares solver would say 10).
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).priority(500))
        try solver.add((x == 0).priority(500))
        try solver.add((x == 30).priority(500))
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(abs(solver.error(at: 500) - 30) < 1e-9)
    }

    @Test func lowerLevelsStillOptimiseInsideTheHigherOptimum() throws {
        // 750 fixes the sum; 250 then chooses the split.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x + y == 100).priority(750))
        try solver.add((x == 70).priority(250))
        try solver.add(y >= 0)
        solver.updateVariables()
        #expect(x.value == 70)
        #expect(y.value == 30)
    }

    @Test func inequalityWishesCostOnlyWhenViolated() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add((width <= 600).priority(500))
        try solver.add((width == 343).priority(999))
        solver.updateVariables()
        #expect(width.value == 343)
        #expect(solver.error(at: 500) == 0)
    }

    @Test func priorityConstantsMatchUIKit() {
        #expect(Priority.required.value == 1000)
        #expect(Priority.high.value == 750)
        #expect(Priority.low.value == 250)
        #expect(Priority.fittingSize.value == 50)
        #expect(Priority.required.isRequired && !Priority(999.5).isRequired)
    }
}
