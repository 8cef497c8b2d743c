/// Consistency checks: of the tableau in itself, for tests (`diagnose`), and of the solution
/// against the constraints, which the solver's verification runs.
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
    /// level, the error the objective claims, up to rounding of the magnitudes involved: of each
    /// constraint's terms, of the terms its values were read through, and of `scale`, the largest
    /// term summed before the operation (the operation's own terms are left out: a bad pivot is
    /// what makes them huge).
    mutating func solutionBearsOutObjective(scale: Double) -> Bool {
        markEpoch &+= 1
        let epoch = markEpoch
        var stack: [Symbol] = []
        var actual = [Double](repeating: 0, count: costs.count)
        var tolerance = [Double](repeating: Tolerance.verification, count: costs.count)
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
            // Values read through huge rows round on their scale, whatever their own size.
            let rounding = Tolerance.verification * max(1, size) + Tolerance.relative * summed
                + Tolerance.constant * scale * weight
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

    /// Whether every required constraint holds, as a distance from its hyperplane in its
    /// variables' units, within `Tolerance.verification` of the magnitudes in play (the largest
    /// constant, the values of its variables): the guarantee kept outside the domain too.
    mutating func keepsRequiredConstraints() -> Bool {
        markEpoch &+= 1
        let epoch = markEpoch
        var stack: [Symbol] = []
        let scale = records.values.reduce(1.0) { max($0, abs($1.expressionConstant)) }
        for record in records.values where record.level < 0 {
            var value = record.expressionConstant
            var size = scale
            var largest = 1.0
            for term in record.constraint.expression.terms where term.coefficient != 0 {
                largest = max(largest, abs(term.coefficient))
                guard let s = symbolOfVariable[ObjectIdentifier(term.variable)], rows[s] != nil else { continue }
                let v = evaluate(s, epoch, &stack)
                value += term.coefficient * v
                size = max(size, abs(v))
            }
            let distance = value / largest, tolerance = Tolerance.verification * size
            let holds = switch record.constraint.relation {
            case .equal: abs(distance) <= tolerance
            case .lessThanOrEqual: distance <= tolerance
            case .greaterThanOrEqual: distance >= -tolerance
            }
            if !holds { return false }
        }
        return true
    }
}
