import Cassowary
import Testing

@Suite("Edit variables and suggestions")
struct EditVariableTests {
    @Test func aSuggestionMovesTheEditVariableAndItsDependents() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, priority: 999)
        try solver.suggest(x, value: 80)
        solver.updateVariables()
        #expect(x.value == 80 && y.value == 20)
        try solver.suggest(x, value: 5)
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 95)
    }

    @Test func aRequiredBoundStopsASuggestion() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 50)
        try solver.addEditVariable(x, priority: 999)
        try solver.suggest(x, value: 80)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.suggest(x, value: 20)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func aStrongerWishBeatsAWeakerEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).priority(750))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggest(x, value: 99)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func anEditVariableStartsSuggestedAtZero() throws {
        // Like kiwi: the edit constraint is `v == 0` until the first suggestion.
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: 500)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func requiredEditVariablesAreRejected() {
        #expect(throws: RequiredEditVariableError.self) {
            try Solver().addEditVariable(Variable("x"), priority: .required)
        }
    }

    @Test func duplicateEditVariablesAreRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: 250)
        #expect(throws: DuplicateEditVariableError.self) { try solver.addEditVariable(x, priority: 500) }
    }

    @Test func suggestingANonEditVariableThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 1)
        #expect(throws: UnknownEditVariableError.self) { try solver.suggest(x, value: 2) }
        #expect(throws: UnknownEditVariableError.self) { try solver.removeEditVariable(x) }
    }

    @Test func nonFiniteSuggestionsAreRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: 999)
        try solver.suggest(x, value: 3)
        #expect(throws: NonFiniteValueError.self) { try solver.suggest(x, value: .nan) }
        solver.updateVariables()
        #expect(x.value == 3)
    }

    @Test func removingAnEditVariableReleasesIt() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).priority(250))
        try solver.addEditVariable(x, priority: 999)
        try solver.suggest(x, value: 40)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func manySuggestionsMatchAFreshSolveEachTime() throws {
        let (solver, cw, views) = try layout(views: 12)
        for w in [320.0, 1366, 375, 600, 414, 1024, 320] {
            try solver.suggest(cw, value: w)
            solver.updateVariables()
            let (fresh, freshWidth, freshViews) = try layout(views: 12)
            try fresh.suggest(freshWidth, value: w)
            fresh.updateVariables()
            for (a, b) in zip(views, freshViews) {
                #expect(abs(a.value - b.value) < 1e-9, "width \(w)")
            }
        }
    }

    /// A column of views whose widths follow the container at 999 and shrink to w_i at 250.
    private func layout(views n: Int) throws -> (Solver, Variable, [Variable]) {
        let solver = Solver()
        let cw = Variable("c.width")
        try solver.addEditVariable(cw, priority: 999)
        try solver.suggest(cw, value: 375)
        var widths: [Variable] = []
        for i in 0..<n {
            let w = Variable("w\(i)")
            try solver.add((w == cw - 32).priority(999))
            try solver.add(w <= cw - 32)
            try solver.add((w <= 600).priority(500))
            try solver.add((w <= Double(120 + i * 53 % 500)).priority(250))
            try solver.add(w >= 0)
            widths.append(w)
        }
        return (solver, cw, widths)
    }
}
