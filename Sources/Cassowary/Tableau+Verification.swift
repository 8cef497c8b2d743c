/// Verifying a solution against the constraints themselves, not the rows that produced it.
extension Tableau {
    /// Whether the solution keeps every required constraint and has at every level the error the
    /// objective claims, up to rounding of each constraint's terms and of the terms its values
    /// were read through.
    mutating func solutionBearsOutObjective() -> Bool {
        markEpoch &+= 1
        let epoch = markEpoch
        var stack: [Symbol] = []
        var actual = [Double](repeating: 0, count: costs.count)
        var tolerance = [Double](repeating: Tolerance.verification, count: costs.count)
        for record in records.values {
            var value = record.expressionConstant
            var size = abs(value)
            var summed = 0.0  // the largest term summed into the values, through their rows
            for term in record.constraint.expression.terms where term.coefficient != 0 {
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
            let rounding = Tolerance.verification * max(1, size) + Tolerance.relative * summed
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

    /// Whether every required constraint holds, as a distance from its hyperplane, within
    /// `Tolerance.verification` of the magnitudes in play: the guarantee kept outside the domain.
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
