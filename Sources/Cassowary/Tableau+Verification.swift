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
}
