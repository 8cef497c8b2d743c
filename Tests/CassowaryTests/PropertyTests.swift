@testable import Cassowary
import PropertyBased
import Testing

@Suite("Properties of random feasible systems")
struct PropertyTests {
    @Test func everyRequiredConstraintHolds() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            for spec in system.specs { #expect(throws: Never.self) { try solver.add(system.constraint(spec)) } }
            solver.updateVariables()
            let values = system.variables.map(\.value)
            #expect(system.requiredHold(values, tolerance: 1e-6), "seed \(seed)")
            #expect(solver.diagnose().isEmpty, "seed \(seed)")
        }
    }

    @Test func noSingleVariableMoveLowersAnErrorWithoutRaisingAHigherOne() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            for spec in system.specs { try? solver.add(system.constraint(spec)) }
            solver.updateVariables()
            let values = system.variables.map(\.value)
            let errors = system.errors(values)
            for i in values.indices {
                for step in [-25.0, -5, -1, -0.25, -0.01, 0.01, 0.25, 1, 5, 25] {
                    var moved = values
                    moved[i] += step
                    guard system.requiredHold(moved, tolerance: 1e-9) else { continue }
                    #expect(!lexicographicallyLess(system.errors(moved), errors, tolerance: 1e-7),
                            "seed \(seed): moving x\(i) by \(step) improves \(errors)")
                }
            }
        }
    }

    @Test func reportedErrorsMatchTheValues() async throws {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { seed in
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            for spec in system.specs { try? solver.add(system.constraint(spec)) }
            solver.updateVariables()
            let errors = system.errors(system.variables.map(\.value))
            for (level, error) in zip(system.levels, errors) {
                #expect(abs(solver.error(at: level) - error) < 1e-6, "seed \(seed) level \(level)")
            }
        }
    }

    @Test func removingConstraintsReachesTheSameOptimumAsNeverAddingThem() async throws {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { seed in
            removalReachesTheOptimumOfAFreshSolve(seed: seed)
        }
    }

    /// Seeds the property above once failed on. 212259: a level's costs summed afresh on a
    /// removal dropped a higher level's cost without making its symbol a candidate again, and
    /// the simplex stopped at 173.25 at 250 instead of 143.5.
    @Test(arguments: [212_259])
    func removingConstraintsReachesTheSameOptimumAsNeverAddingThem(seed: Int) {
        removalReachesTheOptimumOfAFreshSolve(seed: seed)
    }

    private func removalReachesTheOptimumOfAFreshSolve(seed: Int) {
        let system = RandomSystem(seed: seed)
        let solver = Solver()
        let constraints = system.specs.map(system.constraint)
        for c in constraints { try? solver.add(c) }
        var kept: [RandomSystem.Spec] = []
        for (i, c) in constraints.enumerated() {
            if i % 3 == seed % 3 { try? solver.remove(c) } else { kept.append(system.specs[i]) }
        }
        solver.updateVariables()
        #expect(solver.diagnose().isEmpty, "seed \(seed)")
        let twin = RandomSystem(seed: seed)
        let fresh = Solver()
        for spec in kept { try? fresh.add(twin.constraint(spec)) }
        fresh.updateVariables()
        let incremental = system.errors(system.variables.map(\.value), of: kept)
        let scratch = twin.errors(twin.variables.map(\.value), of: kept)
        for (a, b) in zip(incremental, scratch) { #expect(abs(a - b) < 1e-6, "seed \(seed)") }
    }

    @Test func constantChangesAndSuggestionsReachTheSameOptimumAsAFreshSolve() async throws {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { seed in
            var rng = SplitMix64(seed: seed &+ 17)
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            let constraints = system.specs.map(system.constraint)
            for c in constraints { try? solver.add(c) }
            let edited = system.variables[0]
            try solver.addEditVariable(edited, priority: 600)
            var specs = system.specs
            var suggestion = 0.0
            for _ in 0..<4 {
                let i = Int.random(in: 0..<constraints.count, using: &rng)
                let value = Double(Int.random(in: -60...60, using: &rng))
                do {
                    try solver.updateConstant(of: constraints[i], to: value)
                    specs[i].constant = -value
                } catch is UnsatisfiableConstraintError {}
                suggestion = Double(Int.random(in: -60...60, using: &rng))
                try solver.suggest(edited, value: suggestion)
                #expect(solver.diagnose().isEmpty, "seed \(seed)")
            }
            solver.updateVariables()
            let twin = RandomSystem(seed: seed)
            let fresh = Solver()
            for spec in specs { try fresh.add(twin.constraint(spec)) }
            try fresh.addEditVariable(twin.variables[0], priority: 600)
            try fresh.suggest(twin.variables[0], value: suggestion)
            fresh.updateVariables()
            let all = specs + [RandomSystem.Spec(terms: [(0, 1)], constant: -suggestion, relation: .equal, priority: 600)]
            let levels: [Priority] = [750, 600, 500, 250]
            func errors(_ values: [Double]) -> [Double] {
                levels.map { p in all.filter { $0.priority == p }.reduce(0) { $0 + RandomSystem.violation($1, values) } }
            }
            let a = errors(system.variables.map(\.value)), b = errors(twin.variables.map(\.value))
            for (x, y) in zip(a, b) { #expect(abs(x - y) < 1e-6, "seed \(seed): \(a) vs \(b)") }
        }
    }
}
