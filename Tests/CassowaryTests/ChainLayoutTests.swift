@testable import Cassowary
import Testing

/// The benchmark's chain layout at small sizes: each view's top hangs from the previous
/// view's bottom, which is where deferred substitution of external rows matters.
@Suite("Chain layouts")
struct ChainLayoutTests {
    struct View { let top = Variable("top"), height = Variable("height") }

    private func chain(_ n: Int, in solver: Solver) throws -> ([View], [Constraint]) {
        var views: [View] = []
        var links: [Constraint] = []
        for i in 0..<n {
            let v = View()
            let link = views.last.map { v.top == $0.top + $0.height + 8 } ?? (v.top == 8)
            try solver.add(link)
            try solver.add(v.height >= 20)
            try solver.add((v.height == Double(20 + i * 37 % 61)).priority(750))
            views.append(v)
            links.append(link)
        }
        return (views, links)
    }

    @Test func eachTopIsThePreviousBottomPlusSpacing() throws {
        let solver = Solver()
        let (views, _) = try chain(40, in: solver)
        solver.updateVariables()
        var expectedTop = 8.0
        for (i, v) in views.enumerated() {
            #expect(v.top.value == expectedTop)
            #expect(v.height.value == Double(20 + i * 37 % 61))
            expectedTop += v.height.value + 8
        }
        #expect(solver.diagnose().isEmpty)
    }

    @Test func removingALinkInTheMiddleFreesTheViewsBelow() throws {
        let solver = Solver()
        let (views, links) = try chain(30, in: solver)
        try solver.remove(links[15])
        #expect(solver.diagnose().isEmpty)
        let ambiguous = Set(solver.ambiguousVariables())
        #expect(ambiguous == Set(views[15...].map(\.top)))
        try solver.add(views[15].top == 1000)
        solver.updateVariables()
        #expect(views[15].top.value == 1000)
        #expect(views[16].top.value == 1000 + views[15].height.value + 8)
        #expect(views[14].top.value < 1000)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func removingEveryConstraintInAnyOrderLeavesACleanSolver() throws {
        let solver = Solver()
        _ = try chain(25, in: solver)
        var rng = SplitMix64(seed: 3)
        for c in solver.constraints.shuffled(using: &rng) {
            try solver.remove(c)
            #expect(solver.diagnose().isEmpty)
        }
        #expect(solver.constraints.isEmpty)
    }

    @Test func aContainerHuggingTheLastViewGrowsWithTheChain() throws {
        let solver = Solver()
        let (views, _) = try chain(10, in: solver)
        let height = Variable("container.height")
        try solver.add(height == views[9].top + views[9].height + 8)
        solver.updateVariables()
        let expected = views.reduce(8.0) { $0 + $1.height.value + 8 }
        #expect(height.value == expected)
    }
}
