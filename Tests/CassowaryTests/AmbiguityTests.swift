import Cassowary
import Testing

@Suite("Ambiguous variables")
struct AmbiguityTests {
    @Test func oneEquationInTwoUnknownsLeavesBothAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 100)
        #expect(Set(solver.ambiguousVariables()) == [x, y])
        try solver.add(x == 30)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aLoneInequalityDoesNotDetermineItsVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        #expect(solver.ambiguousVariables() == [x])
        try solver.add((x == 0).priority(250))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aTieWithinOneLevelIsAmbiguous() throws {
        // |x − 10| + |x − 20| is 10 anywhere in [10, 20].
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).priority(500))
        try solver.add((x == 20).priority(500))
        #expect(solver.ambiguousVariables() == [x])
    }

    @Test func aTieBrokenByALowerLevelIsNotAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).priority(500))
        try solver.add((x == 20).priority(500))
        try solver.add((x == 12).priority(100))
        #expect(solver.ambiguousVariables().isEmpty)
        solver.updateVariables()
        #expect(x.value == 12)
    }

    @Test func anEditVariableDeterminesWhatFollowsIt() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        try solver.add(2 * half == width)
        #expect(Set(solver.ambiguousVariables()) == [width, half])
        try solver.addEditVariable(width, priority: 999)
        try solver.suggest(width, value: 300)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aChainOfViewsIsFullyDetermined() throws {
        let solver = Solver()
        var previousBottom: Expression = Expression(0)
        var all: [Variable] = []
        for i in 0..<50 {
            let top = Variable("top\(i)"), height = Variable("height\(i)")
            try solver.add(top == previousBottom + 8)
            try solver.add(height >= 20)
            try solver.add((height == Double(20 + i % 7)).priority(750))
            previousBottom = top + height
            all += [top, height]
        }
        #expect(solver.ambiguousVariables().isEmpty)
        let loose = Variable("loose")
        try solver.add(loose >= all[0])
        #expect(solver.ambiguousVariables() == [loose])
    }
}
