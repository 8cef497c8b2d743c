import Cassowary
import Testing

/// What rounding does to badly scaled systems. Found by fuzz-solver; kept as a known issue
/// until the choice of subjects weighs numerical stability (kiwi, pivoting in another order,
/// holds x1 + x0 == 0 here to 5e-10).
@Suite("Conditioning limit")
struct ConditioningLimitTests {
    /// Coefficients of 1e6 next to 1 and 3 give the tableau a condition number near 1e12: the
    /// chain x0 → x4 → x1 of deferred rows amplifies the rounding of x1's constant (5e-10) by
    /// 1e6 · 3e5, and the required equality added last ends up off by 48.
    @Test func aRequiredEqualityAmongMillionFoldCoefficientsHolds() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x4 = Variable("x4")
        try solver.add((3e6 * x1 <= -1e6).priority(1))
        try solver.add((1000000.5 * x1 + x4 <= 0).priority(750))
        try solver.add((2 * x4 <= 20).priority(750))
        try solver.add(1e6 * x4 + 3 * x0 >= 320)
        try solver.add(x1 + x0 == 0)
        solver.updateVariables()
        #expect(abs(1e6 * x4.value + 3 * x0.value - 320) < 1e-3)   // the other required one holds
        withKnownIssue("rounding through 1e6-fold coefficients breaks a required equality by 48") {
            #expect(abs(x0.value + x1.value) < 1e-6)
        }
    }

    /// The same shape at UI scale (multipliers up to 1,000) holds to 1e-8 (5e-9 off here).
    @Test func theSameShapeAtAThousandFoldHolds() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x4 = Variable("x4")
        try solver.add((3e3 * x1 <= -1e3).priority(1))
        try solver.add((1000.5 * x1 + x4 <= 0).priority(750))
        try solver.add((2 * x4 <= 20).priority(750))
        try solver.add(1e3 * x4 + 3 * x0 >= 320)
        try solver.add(x1 + x0 == 0)
        solver.updateVariables()
        #expect(abs(x0.value + x1.value) < 1e-8)
        #expect(1e3 * x4.value + 3 * x0.value >= 320 - 1e-6)
    }
}

@Suite("Conditioning limit, thousandth against thousand")
struct ThousandthConditioningTests {
    /// Found by fuzz-solver: with 1000 and 0.001 in one system (a million-fold span), a
    /// satisfiable required equality is reported as a conflict, and an earlier one no longer holds.
    @Test func aSatisfiableEqualityAmongThousandfoldCoefficientsIsAdded() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x2 = Variable("x2"), x4 = Variable("x4"), x5 = Variable("x5")
        try solver.addEditVariable(x5, priority: 500)
        let c0 = (x0 + 10 * x5 - 0.5 * x2 <= -1_000_000).priority(999.5)
        try solver.add(c0)
        try solver.add((0.5 * x5 + 1.001 * x0 <= 100).priority(251))
        try solver.add((x0 + x5 + 0.001 * x4 == 0).priority(250))
        try solver.remove(c0)
        try solver.add((x2 + 0.5 * x4 >= 100).priority(250))
        let c6 = 0.001 * x2 - 2 * x0 + 10 * x4 == 0
        try solver.add(c6)
        withKnownIssue("rounding across a million-fold span of coefficients") {
            try solver.add(-999 * x2 + 1000 * x0 == 0)   // x0 = x2 = x4 = 0 satisfies both
            solver.updateVariables()
            #expect(abs(0.001 * x2.value - 2 * x0.value + 10 * x4.value) < 1e-6)
        }
    }
}
