import Cassowary

/// A required constraint the engine had to drop, with the rest of its minimal conflict set.
struct DroppedConstraint {
    let dropped: ConstraintOrigin
    let conflict: [ConstraintOrigin]

    /// UIKit's console message, as a finding naming every view involved.
    var finding: Finding {
        let others = conflict.filter { $0 != dropped }
        var views: [String] = []
        for origin in [dropped] + others {
            for view in origin.views where !views.contains(view) { views.append(view) }
        }
        let rest = others.map { "'\($0.name)'" }.joined(separator: ", ")
        return Finding(kind: .brokenConstraint, views: views,
                       message: "Unable to simultaneously satisfy constraints: broke '\(dropped.name)'"
                           + (rest.isEmpty ? "" : ", which conflicts with \(rest)"))
    }
}

/// A solver holding one linear system, kept so the next profile can reuse it.
///
/// When the next system has the same shape (same terms, relations and priorities in the same
/// order) only the changed constants are updated and the solver re-optimises from its current
/// basis; otherwise a new solver is built. A session that had to break constraints is never
/// reused: with other constants the dropped constraint might fit again.
final class SolverSession {
    private let solver = Solver()
    private let variables: [Variable]
    private var system: [LinearConstraint]
    private let handles: [Constraint]
    private var indexOfHandle: [Constraint: Int] = [:]
    private(set) var values: [Double] = []

    private init(_ system: [LinearConstraint], variableCount: Int) {
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        self.variables = variables
        self.system = system
        handles = system.map { Self.constraint($0, over: variables) }
        solver.breaksConflicts = true
        for (index, handle) in handles.enumerated() {
            indexOfHandle[handle] = index
            // In breaksConflicts mode only malformed input throws, which the builder never makes, or
            // rounding outside the solver's domain (PrecisionLimitError), which layouts never reach.
            try? solver.add(handle)
        }
        readValues()
    }

    /// A session solving `system`, reusing `previous` when only constants differ.
    static func solving(_ system: [LinearConstraint], variableCount: Int, reusing previous: SolverSession?) -> SolverSession {
        if let previous, previous.variables.count == variableCount, previous.broken.isEmpty,
           previous.updateConstants(to: system) {
            return previous
        }
        return SolverSession(system, variableCount: variableCount)
    }

    var broken: [DroppedConstraint] {
        solver.brokenConstraints.compactMap { broken in
            guard let dropped = indexOfHandle[broken.constraint] else { return nil }
            let conflict = broken.conflict.compactMap { member in indexOfHandle[member].map { system[$0].origin } }
            return DroppedConstraint(dropped: system[dropped].origin, conflict: conflict)
        }
    }

    /// Indexes of the variables the constraints leave free.
    func ambiguousVariables() -> [Int] {
        let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
        return solver.ambiguousVariables().compactMap { index[$0] }
    }

    private func updateConstants(to next: [LinearConstraint]) -> Bool {
        guard next.count == system.count else { return false }
        for (old, new) in zip(system, next) where old.shape != new.shape { return false }
        do {
            for (index, new) in next.enumerated() where new.expression.constant != system[index].expression.constant {
                try solver.updateConstant(of: handles[index], to: -new.expression.constant)
            }
        } catch {
            return false
        }
        // In UIKit mode a changed constant that makes required constraints conflict is dropped
        // without a throw. A fresh solver would drop the most recently added member of the
        // conflict instead, so the answer would depend on which profile came before: start over.
        guard solver.brokenConstraints.isEmpty else { return false }
        system = next
        readValues()
        return true
    }

    private func readValues() {
        solver.updateVariables()
        values = variables.map(\.value)
    }

    private static func constraint(_ linear: LinearConstraint, over variables: [Variable]) -> Constraint {
        let terms = linear.expression.terms.sorted { $0.key < $1.key }.map { Term(variables[$0.key], $0.value) }
        let relation: Relation = switch linear.relation {
        case .equal: .equal
        case .lessOrEqual: .lessThanOrEqual
        case .greaterOrEqual: .greaterThanOrEqual
        }
        return Constraint(Expression(terms: terms, constant: linear.expression.constant), relation,
                          priority: Priority(linear.priority), label: linear.origin.name)
    }
}
