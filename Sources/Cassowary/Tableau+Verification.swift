/// A solution checked against the constraints themselves, not the rows that produced it.
struct Verdict {
    /// Required constraints hold and each level has the error the objective claims, up to rounding.
    var bearsOutObjective = true
    /// Required constraints hold as distances from their hyperplanes: the guarantee outside the domain.
    var keepsRequired = true
    var holds: Bool { bearsOutObjective && keepsRequired }
}

extension Tableau {
    mutating func verify() -> Verdict {
        let epoch = newEpoch()
        var stack: [Symbol] = []
        var verdict = Verdict()
        var actual = [Double](repeating: 0, count: costs.count)
        var tolerance = [Double](repeating: Tolerance.verification, count: costs.count)
        let scale = records.values.reduce(1.0) { max($0, abs($1.expressionConstant)) }
        for record in records.values {
            let (value, size, summed, reach, largest) = expressionValue(record, epoch, &stack, reach: scale)
            let violation = switch record.constraint.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(0, value)
            case .greaterThanOrEqual: max(0, -value)
            }
            let rounding = Tolerance.verification * max(1, size) + Tolerance.relative * summed
            if record.level < 0 {
                if violation > rounding { verdict.bearsOutObjective = false }
                if violation / largest > Tolerance.verification * reach { verdict.keepsRequired = false }
            } else if violation > 0 || abs(value) <= rounding {
                // An inequality that holds by more than its rounding has no error to doubt.
                actual[record.level] += violation
                tolerance[record.level] += rounding
            }
        }
        let claimed = levelErrors()
        if !costs.indices.allSatisfy({ abs(actual[$0] - claimed[$0]) <= tolerance[$0] }) { verdict.bearsOutObjective = false }
        return verdict
    }

    /// A constraint's value now, with its rounding's scales: largest term, summed term, value (≥ `reach`), multiplier.
    mutating func expressionValue(_ record: ConstraintRecord, _ epoch: UInt32, _ stack: inout [Symbol], reach: Double = 0)
        -> (value: Double, size: Double, summed: Double, reach: Double, largest: Double) {
        var value = record.expressionConstant
        var (size, summed, reach, largest) = (abs(value), 0.0, reach, 1.0)
        for term in record.constraint.terms where term.coefficient != 0 {
            largest = max(largest, abs(term.coefficient))
            guard let s = symbolOfVariable[ObjectIdentifier(term.variable)], rows[s] != nil else { continue }
            let v = evaluate(s, epoch, &stack)
            value += term.coefficient * v
            size = max(size, abs(term.coefficient * v))
            summed = max(summed, abs(term.coefficient) * memoScale[s])
            reach = max(reach, abs(v))
        }
        return (value, size, summed, reach, largest)
    }

    /// Iterative refinement: each constraint's residual comes back as a shift of its constant, so the
    /// tableau's columns carry the correction; undone when the rows cannot be made feasible.
    mutating func refineConstants() {
        let epoch = newEpoch()
        var stack: [Symbol] = []
        var shifts: [(order: Int, marker: Symbol, shift: Double)] = []
        for record in records.values {
            if kinds[record.marker] == .dummy && rows[record.marker] != nil { continue }
            var residual = expressionValue(record, epoch, &stack).value
            // The row as created: expression + μ·marker − μ·other (`createRow`).
            if rows[record.marker] != nil { residual += record.markerSign * evaluate(record.marker, epoch, &stack) }
            if record.other >= 0 && rows[record.other] != nil {
                residual -= record.markerSign * evaluate(record.other, epoch, &stack)
            }
            if residual != 0 { shifts.append((record.order, record.marker, residual / record.markerSign)) }
        }
        // Applied after all are read, in the order of additions, so a replay rounds alike.
        shifts.sort { $0.order < $1.order }
        beginCheckpoint()
        for (_, marker, shift) in shifts { shiftMarker(marker, by: shift) }
        if dualOptimize() != nil || pivotLimitReached { restoreCheckpoint() } else { commitCheckpoint() }
    }
}
