extension Tableau {
    /// A minimal conflicting set for a required constraint: the constraints the infeasibility
    /// certificate's markers name, reduced by a deletion filter; `constraint` is always in it.
    mutating func conflict(adding constraint: Constraint, constant: Double, certificate: [Symbol]) -> UnsatisfiableConstraintError {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        var candidates: [ConstraintRecord] = []
        for s in certificate {
            guard let owner = owners[s], owner.priority.isRequired, seen.insert(ObjectIdentifier(owner)).inserted,
                  let record = records[ObjectIdentifier(owner)] else { continue }
            candidates.append(record)
        }
        guard explainsConflicts else {
            return UnsatisfiableConstraintError(constraint: constraint, conflict: candidates.map(\.constraint) + [constraint])
        }
        let newcomer = (constraint, constant)
        if isFeasible(candidates.map { ($0.constraint, $0.expressionConstant) } + [newcomer]) {
            // Rounding hid part of the certificate: start from every required constraint.
            candidates = records.values.filter { $0.constraint.priority.isRequired && $0.constraint !== constraint }
        }
        candidates.sort { $0.order < $1.order }
        var kept = candidates.map { ($0.constraint, $0.expressionConstant) }
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if isFeasible(trial + [newcomer]) { i += 1 } else { kept = trial }
        }
        return UnsatisfiableConstraintError(constraint: constraint, conflict: kept.map(\.0) + [constraint])
    }

    private mutating func isFeasible(_ constraints: [(Constraint, Double)]) -> Bool {
        var scratch = Tableau(explainsConflicts: false)
        for (constraint, constant) in constraints {
            let required = constraint.priority.isRequired ? constraint : constraint.priority(.required)
            do { try scratch.add(required, constant: constant) } catch { return false }
        }
        return true
    }
}
