import Cassowary
import Testing

/// Reduced fuzz-solver inputs: what a removal's pivot must keep.
@Suite("Replayed: removals")
struct ReplayedRemovalTests {
    /// Pins: a removal's pivot does not carry a required row past zero through a coefficient too
    /// small to pivot on (here 1e-8, from multipliers of 0.01 and 100, within rounding's bound).
    @Test func aRemovalKeepsARequiredRowWhoseCoefficientLooksLikeRounding() throws {
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3")
        let solver = Solver()
        let removed = (-100 * x3 - x1 >= 10).priority(250)
        try solver.add(removed)
        try solver.add((-100 * x2 + 0.01 * x3 == 320).priority(500))
        try solver.add((3 * x1 - 2 * x0 == -1).priority(750))
        try solver.add(0.01 * x2 - x1 == 0)
        try solver.add((-x0 >= -10).priority(750))
        try solver.add(-x1 >= 0)
        try solver.remove(removed)
        solver.updateVariables()
        #expect(x1.value <= 1e-9)
        #expect(abs(0.01 * x2.value - x1.value) <= 1e-9)
    }

    /// Pins: a removal that rebuilds, and whose careful rebuild then loses a required constraint,
    /// is undone through the tableau the rebuild replaced (it trapped on the rebuilt tableau's
    /// empty journal). Constants of 1e11 put it outside the domain: no crash, required ones hold.
    @Test func aRemovalUndoneAfterItsRebuildGoesBackThroughTheReplacedTableau() throws {
        let v = (0..<8).map { Variable("v\($0)") }
        let solver = Solver()
        try solver.add(fuzzConstraint([(v[6], 1e-6), (v[1], 0.001), (v[2], 1000)], .greaterThanOrEqual, 0.79))
        try solver.add(fuzzConstraint([(v[0], -1), (v[4], 0.0001), (v[0], 1e-6)], .lessThanOrEqual, 19.180000000000007, 999))
        try solver.add(fuzzConstraint([(v[0], 0.01), (v[4], 1), (v[7], 30000)], .greaterThanOrEqual, -185_000_000_000, 750))
        let removed = fuzzConstraint([(v[2], 1_000_000)], .greaterThanOrEqual, 925_000_000_000)
        try solver.add(removed)
        try solver.add(fuzzConstraint([(v[2], 0.0001), (v[1], 1)], .lessThanOrEqual, -39.97000000000003))
        try solver.add(fuzzConstraint([(v[2], 1e-6), (v[6], 30000), (v[5], 0.01)], .greaterThanOrEqual, 895_000_000))
        try solver.add(fuzzConstraint([(v[1], 0.01), (v[6], 1e-6), (v[1], 1)], .greaterThanOrEqual, 7))
        try solver.add(fuzzConstraint([(v[2], 1.000000001), (v[6], 30000), (v[7], -0.37)], .equal, -260_000_000, 999))
        let before = solver.constraints.count
        do {
            try solver.remove(removed)
            #expect(solver.constraints.count == before - 1)
        } catch is UnsatisfiableConstraintError {
            #expect(solver.constraints.count == before)  // undone: the solver as it was
        }
        solver.updateVariables()
        for c in solver.constraints where c.priority.isRequired {
            let largest = c.expression.terms.reduce(1.0) { max($0, abs($1.coefficient)) }
            let reach = c.expression.terms.reduce(max(1, abs(c.expression.constant))) { max($0, abs($1.variable.value)) }
            let off = c.expression.value / largest
            let holds = switch c.relation {
            case .equal: abs(off) <= 1e-6 * reach
            case .lessThanOrEqual: off <= 1e-6 * reach
            case .greaterThanOrEqual: off >= -1e-6 * reach
            }
            #expect(holds, "\(c) is off by \(off)")
        }
    }
}
