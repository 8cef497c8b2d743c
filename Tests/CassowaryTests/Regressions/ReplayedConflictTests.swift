@testable import Cassowary
import Testing

/// Reduced fuzz-solver inputs: conflicts and redundancy judged within rounding.
@Suite("Replayed: conflicts within rounding")
struct ReplayedConflictTests {
    /// A conflict taken back leaves the terms its phase one summed out of the scale of rounding.
    @Test func aFailedAddLeavesNoScaleOfRoundingBehind() throws {
        let x0 = Variable("x0")
        for seesTheConflict in [true, false] {
            let solver = Solver()
            try solver.add((0.03 * x0 >= 1_000_000).priority(251))
            try solver.add(0.5 * x0 >= 1e-7)
            if seesTheConflict {
                #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(-0.49 * x0 >= 1) }
            }
            #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(201 * x0 <= 0) }
            solver.updateVariables()
            #expect(abs(x0.value - 1e6 / 0.03) < 1e-6)
        }
    }

    /// Terms of one variable that cancel are judged by their sum (−0.01·x), not by their largest term.
    @Test func aConflictThroughTermsThatCancelIsJudgedByTheirSum() throws {
        let x0 = Variable("x0")
        let solver = Solver()
        try solver.add(x0 >= 0)
        let cancelling = -100 * x0 - 0.01 * x0 + 100 * x0 == 1e-7
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(cancelling) }
        #expect(!solver.hasConstraint(cancelling))
        solver.updateVariables()
        #expect(x0.value == 0)
    }

    /// An equality redundant within rounding holds its own constant once the one it leaned on goes.
    @Test func anEqualityRedundantWithinRoundingHoldsExactlyOnceTheOtherGoes() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = 2 * x == 1e-8
        try solver.add(first)
        try solver.add(-0.5 * x == 0)  // off by 2.5e-9: redundant within rounding
        try solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.add(100 * x == 0)
        #expect(solver.diagnose().isEmpty)
    }

    /// So does the twin of such an equality, written from its row.
    @Test func theTwinOfAnEqualityRedundantWithinRoundingHoldsExactlyToo() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = -200 * x == 1e-7
        try solver.add(first)
        try solver.add(x == 0)  // redundant within rounding
        try solver.add(x == 0)  // its twin
        try solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.add(101.01 * x == 0)
        #expect(solver.diagnose().isEmpty)
    }

    /// `−200·x == 1e-7` beside `x == 0` is redundant within rounding whichever comes first.
    @Test(arguments: [false, true])
    func anEqualityWithinRoundingIsRedundantInEitherOrder(steepFirst: Bool) throws {
        let solver = Solver()
        let x = Variable("x")
        let steep = -200 * x == 1e-7, plain = x == 0
        for constraint in steepFirst ? [steep, plain] : [plain, steep] { try solver.add(constraint) }
        #expect(solver.hasConstraint(steep) && solver.hasConstraint(plain))
        solver.updateVariables()
        #expect(abs(x.value) <= 5e-10)
        #expect(solver.diagnose().isEmpty)
    }

    /// `−97·x <= 0` at x = −5e-10 holds within rounding whichever comes first.
    @Test(arguments: [false, true])
    func anInequalityWithinRoundingHoldsInEitherOrder(boundFirst: Bool) throws {
        let solver = Solver()
        let x = Variable("x")
        let steep = -200 * x == 1e-7, bound = -97 * x <= 0
        for constraint in boundFirst ? [bound, steep] : [steep, bound] { try solver.add(constraint) }
        #expect(solver.hasConstraint(steep) && solver.hasConstraint(bound))
        solver.updateVariables()
        #expect(abs(x.value) <= 5e-10)
        #expect(solver.diagnose().isEmpty)
    }

    /// A cost that is residue against its column (7e-8 beside 20,000s) hides no lower level's improvement.
    @Test func aCostOfResidueAgainstItsColumnHidesNoLowerLevel() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(0.01 * x[2] + 0.01 * x[2] >= 0)
        try solver.add(-x[0] + 0.01 * x[2] >= 10)
        try solver.add(-100 * x[1] + x[0] <= 1)
        try solver.add(-0.5 * x[1] + 0.01 * x[2] >= 1e-7)
        try solver.add(x[0] - 0.5 * x[0] + 3 * x[1] <= 0)
        try solver.add((-100 * x[1] + 0.01 * x[0] == -20).priority(250))
        try solver.add((0.01 * x[2] + 0.01 * x[0] == 20).priority(250))
        let atLeastTen = x[2] - 0.01 * x[1] >= 10
        try solver.add(atLeastTen.priority(750))
        try solver.add((x[2] - 0.01 * x[1] >= 10).priority(750))
        try solver.add((100 * x[2] + 3 * x[2] <= -1).priority(999))
        solver.updateVariables()
        #expect(abs(solver.error(at: 999) - 1) < 1e-9 && solver.error(at: 750) < 1e-9)
        #expect(abs(x[2].value) < 1e-9 && x[1].value <= -1000 + 1e-9)
        #expect(atLeastTen.expression.value >= -1e-9)
    }

    /// Pins: the ratio test bounds a step by a row it passed over as rounding when the step would
    /// take that row below 0 (`leavingRow`): here `x0 >= 0` is kept, so `4·x0 == -1` is a conflict.
    @Test func aRowPassedOverByTheRatioTestStillBoundsTheStep() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        solver.maximumPivots = 2
        let bound = fuzzConstraint([(x[0], 0.01)], .greaterThanOrEqual, 0)
        try solver.add(bound)
        try solver.add(fuzzConstraint([(x[2], 0.01), (x[2], 100), (x[0], 100)], .greaterThanOrEqual, 0))
        let empty = (0..<21).map { _ in fuzzConstraint([], .equal, 0) }
        for constraint in empty { try solver.add(constraint) }
        try solver.add(fuzzConstraint([(x[0], 0.01), (x[2], 0.01), (x[0], 100)], .equal, 10))
        let negative = fuzzConstraint([(x[0], 2), (x[0], 2)], .equal, -1)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(negative) }
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.updateConstant(of: empty[3], to: -10) }
        solver.updateVariables()
        #expect(bound.expression.value >= -1e-9)
    }
}
