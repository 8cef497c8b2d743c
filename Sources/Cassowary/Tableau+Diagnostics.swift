/// Consistency checks: of the tableau in itself, for debugging and tests (`diagnose`), and of the
/// solution against the constraints, which the solver runs after a pivot on a small coefficient.
extension Tableau {
    /// Problems found: infeasible restricted rows, dummy rows that are not 0 = 0 + dummies,
    /// missing column entries. Empty when the tableau is sound.
    mutating func diagnose() -> [String] {
        var problems: [String] = []
        for (s, row) in rows.enumerated() {
            guard let row else { continue }
            if kinds[s].isRestricted && row.constant < -1e-7 { problems.append("row \(s) infeasible: \(row.constant)") }
            if kinds[s] == .dummy && (abs(row.constant) > 1e-7 || row.cells.contains { kinds[$0.symbol] != .dummy }) {
                problems.append("dummy row \(s) is not 0 = 0 + dummies: constant \(row.constant)")
            }
            for cell in row.cells {
                compactColumn(cell.symbol)
                if !columns[cell.symbol].contains(s) { problems.append("column \(cell.symbol) misses row \(s)") }
                if kinds[s].isRestricted && rows[cell.symbol] != nil { problems.append("restricted row \(s) mentions basic \(cell.symbol)") }
                if kinds[s].isRestricted && kinds[cell.symbol] == .external { problems.append("restricted row \(s) mentions external \(cell.symbol)") }
            }
        }
        return problems
    }
}

extension Tableau {
    /// Whether the solution the rows give keeps every required constraint and has, at every
    /// level, the error the objective claims, up to rounding of the magnitudes involved.
    ///
    /// Pivoting on a coefficient under `epsilon` multiplies rounding by its inverse. At spans of
    /// coefficients like 1000 next to 0.001 that can cancel a dependence away; the tableau stays
    /// sound in itself, and only the values show it (an error of 20 claimed, 100 given).
    ///
    /// `scale` is `largestTerm` as it stood before the operation: a solution of values near 1e12
    /// that an added bound brings back to −0.0025 keeps rounding of 1e-4 in it (x1 off by 6e-5
    /// had small steps stopped, and a chain rate of 5e-9 then went unseen, fuzz-solver). The
    /// operation's own terms are left out: a bad pivot is what makes them huge.
    mutating func solutionBearsOutObjective(scale: Double) -> Bool {
        markEpoch &+= 1
        let epoch = markEpoch
        var stack: [Symbol] = []
        var actual = [Double](repeating: 0, count: costs.count)
        var tolerance = [Double](repeating: 1e-6, count: costs.count)
        for record in records.values {
            var value = record.expressionConstant
            var size = abs(value)
            var summed = 0.0  // the largest term summed into the values, through their rows
            var weight = 0.0  // Σ|coefficient|: how far the rounding of `scale` carries
            for term in record.constraint.expression.terms where term.coefficient != 0 {
                weight += abs(term.coefficient)
                guard let s = symbolOfVariable[ObjectIdentifier(term.variable)], rows[s] != nil else { continue }
                let product = term.coefficient * evaluate(s, epoch, &stack)
                value += product
                size = max(size, abs(product))
                summed = max(summed, abs(term.coefficient) * memoScale[s])
            }
            let violation = switch record.constraint.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(0, value)
            case .greaterThanOrEqual: max(0, -value)
            }
            // Values read through rows of 2e14 round by 0.02 whatever their own size (a required
            // `300·x3 == 0` at x3 = 6e-5 had the tableau rebuilt, fuzz-solver).
            let rounding = 1e-6 * max(1, size) + 1e-11 * summed + 1e-14 * scale * weight
            if record.level < 0 {
                if violation > rounding { return false }
            } else if violation > 0 || abs(value) <= rounding {
                // An inequality that holds by more than its rounding has no error to doubt.
                actual[record.level] += violation
                tolerance[record.level] += rounding
            }
        }
        let claimed = levelErrors()
        return costs.indices.allSatisfy { abs(actual[$0] - claimed[$0]) <= tolerance[$0] }
    }
}
