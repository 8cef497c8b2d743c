import Cassowary
import Foundation
import Testing

/// Trellis against kiwisolver on random systems with required constraints and ONE
/// non-required level (where kiwi's weighted sum and strict priorities agree).
@Suite("Differential against kiwisolver")
struct KiwiDifferentialTests {
    @Test func randomSystemsReachKiwisObjectiveAndUniqueValues() throws {
        let seeds = Array(1...80)
        let systems = seeds.map { RandomSystem(seed: $0 * 7919, levels: [500]) }
        let payload: [[String: Any]] = systems.map { system in
            [
                "variables": system.variables.count,
                "constraints": system.specs.map { spec in
                    [
                        "terms": spec.terms.map { [$0.0, $0.1] as [Any] },
                        "constant": spec.constant,
                        "op": spec.relation.rawValue,
                        "priority": spec.priority.value,
                    ] as [String: Any]
                },
            ]
        }
        guard let answers = try runKiwi(payload) else { return }
        #expect(answers.count == systems.count)
        for (system, answer) in zip(systems, answers) {
            let solver = Solver()
            for spec in system.specs { try solver.add(system.constraint(spec)) }
            solver.updateVariables()
            guard let kiwiValues = answer["values"] as? [Double] else {
                Issue.record("kiwi failed on a feasible system: \(answer)")
                continue
            }
            let ours = system.variables.map(\.value)
            #expect(system.requiredHold(kiwiValues, tolerance: 1e-6))
            let ourError = system.errors(ours)[0], kiwiError = system.errors(kiwiValues)[0]
            #expect(abs(ourError - kiwiError) < 1e-6, "objective: trellis \(ourError), kiwi \(kiwiError)")
            let ambiguous = Set(solver.ambiguousVariables())
            for (i, variable) in system.variables.enumerated() where !ambiguous.contains(variable) {
                #expect(abs(ours[i] - kiwiValues[i]) < 1e-6, "\(variable): trellis \(ours[i]), kiwi \(kiwiValues[i])")
            }
        }
    }

    @Test func bothRejectTheSameUnsatisfiableRequiredConstraint() throws {
        let payload: [[String: Any]] = [[
            "variables": 1,
            "constraints": [
                ["terms": [[0, 1.0]], "constant": -10.0, "op": ">=", "priority": 1000.0],
                ["terms": [[0, 1.0]], "constant": -5.0, "op": "<=", "priority": 1000.0],
            ],
        ]]
        guard let answers = try runKiwi(payload) else { return }
        #expect(answers.first?["error"] as? String == "unsatisfiable")
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        #expect(throws: UnsatisfiableConstraintError.self) { try solver.add(x <= 5) }
    }

    /// Runs Benchmarks/kiwi/solve.py; records a failure (never a skip) when python3 or
    /// kiwisolver is missing, and returns nil then.
    private func runKiwi(_ payload: [[String: Any]]) throws -> [[String: Any]]? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/kiwi/solve.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            Issue.record("cannot run python3 (needed for the kiwisolver differential test): \(error)")
            return nil
        }
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: payload))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("""
                kiwisolver differential test needs python3 with kiwisolver (pip install kiwisolver); \
                solve.py exited \(process.terminationStatus): \(message)
                """)
            return nil
        }
        guard let answers = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            Issue.record("unreadable answer from solve.py: \(String(decoding: data, as: UTF8.self))")
            return nil
        }
        return answers
    }
}
