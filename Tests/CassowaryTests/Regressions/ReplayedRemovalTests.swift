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
}
