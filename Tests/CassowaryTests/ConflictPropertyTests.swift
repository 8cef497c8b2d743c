@testable import Cassowary
import PropertyBased
import Testing

@Suite("Properties of conflicts")
struct ConflictPropertyTests {
    /// Adds required constraints that miss the hidden point until one conflicts, then checks
    /// the explanation: it holds the newcomer, it is infeasible, every member is needed,
    /// and the solver is as it was.
    @Test func conflictsAreMinimalAndLeaveTheSolverUnchanged() async throws {
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000)) { seed in
            let system = RandomSystem(seed: seed)
            let solver = Solver()
            for spec in system.specs { try? solver.add(system.constraint(spec)) }
            solver.updateVariables()
            let before = system.variables.map(\.value)
            var rng = SplitMix64(seed: seed &+ 99)
            for _ in 0..<12 {
                let count = Int.random(in: 1...min(3, system.variables.count), using: &rng)
                let indices = Array(system.variables.indices.shuffled(using: &rng).prefix(count))
                let terms = indices.map { ($0, Double(Int.random(in: -2...2, using: &rng) | 1)) }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let spec = RandomSystem.Spec(terms: terms, constant: Double(Int.random(in: -300...300, using: &rng)),
                                             relation: relation, priority: .required)
                let newcomer = system.constraint(spec)
                do {
                    try solver.add(newcomer)
                    try solver.remove(newcomer)
                    continue
                } catch let error as UnsatisfiableConstraintError {
                    #expect(error.conflict.last === newcomer)
                    #expect(!isFeasible(error.conflict), "seed \(seed): conflict is satisfiable")
                    for i in error.conflict.indices {
                        var rest = error.conflict
                        rest.remove(at: i)
                        #expect(isFeasible(rest), "seed \(seed): member \(i) is not needed")
                    }
                    #expect(!solver.hasConstraint(newcomer))
                    #expect(solver.diagnose().isEmpty, "seed \(seed)")
                    solver.updateVariables()
                    let after = system.variables.map(\.value)
                    #expect(system.errors(after) == system.errors(before) || zip(system.errors(after), system.errors(before)).allSatisfy { abs($0 - $1) < 1e-6 },
                            "seed \(seed): the failed add changed the optimum")
                } catch {
                    Issue.record("unexpected \(error)")
                }
            }
        }
    }

    private func isFeasible(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        for c in constraints {
            do { try solver.add(c.priority(.required)) } catch { return false }
        }
        return true
    }
}
