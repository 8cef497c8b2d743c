extension Tableau {
    mutating func updateValues() {
        let epoch = newEpoch()
        var stack: [Symbol] = []
        for case let (s, variable?) in variables.enumerated() {
            variable.value = rows[s] == nil ? 0 : evaluate(s, epoch, &stack)
        }
    }

    /// A basic symbol's value, each row once, iteratively (chains are long); `memoScale`: its rounding's scale.
    mutating func evaluate(_ symbol: Symbol, _ epoch: UInt32, _ stack: inout [Symbol]) -> Double {
        stack.append(symbol)
        while let top = stack.last {
            if marks[top] == epoch { stack.removeLast(); continue }
            let row = rows[top]!
            var ready = true
            for cell in row.cells where rows[cell.symbol] != nil && marks[cell.symbol] != epoch {
                stack.append(cell.symbol)
                ready = false
            }
            guard ready else { continue }
            var (value, scale) = (row.constant, abs(row.constant))
            for cell in row.cells where rows[cell.symbol] != nil {
                value += cell.coefficient * memo[cell.symbol]
                scale = max(scale, abs(cell.coefficient) * memoScale[cell.symbol])
            }
            (memo[top], memoScale[top], marks[top]) = (value, scale, epoch)
            stack.removeLast()
        }
        return memo[symbol]
    }

    func levelErrors() -> [Double] {
        var sums = [Double](repeating: 0, count: costs.count)
        for record in records.values where record.level >= 0 {
            for s in [record.marker, record.other] where s >= 0 && kinds[s] == .error {
                sums[record.level] += rows[s]?.constant ?? 0
            }
        }
        return sums
    }

    /// Variables the constraints do not pin down: parametric ones, and those whose row depends on a
    /// symbol free to move at no cost (zero reduced cost, no degenerate row blocking its first step).
    mutating func ambiguousVariables() -> [Variable] {
        var movable = Set<Symbol>()
        for s in kinds.indices where rows[s] == nil && kinds[s].isPivotable && costs.allSatisfy({ abs($0[s]) <= epsilon }) {
            guard liveColumnCount(s) > 0 else { continue }
            let blocked = columns[s].contains { r in
                guard kinds[r].isRestricted, let row = rows[r], let i = row.index(of: s) else { return false }
                return row.cells[i].coefficient < -epsilon && row.constant < epsilon
            }
            if !blocked { movable.insert(s) }
        }
        var memo: [Symbol: [Symbol: Double]] = [:]
        func dependence(_ root: Symbol) -> [Symbol: Double] {
            var stack = [root]
            while let top = stack.last {
                if memo[top] != nil { stack.removeLast(); continue }
                let row = rows[top]!
                let pending = row.cells.filter { rows[$0.symbol] != nil && memo[$0.symbol] == nil }
                if !pending.isEmpty { stack.append(contentsOf: pending.map(\.symbol)); continue }
                var result: [Symbol: Double] = [:]
                for cell in row.cells {
                    if rows[cell.symbol] != nil {
                        for (s, c) in memo[cell.symbol]! { result[s, default: 0] += cell.coefficient * c }
                    } else if movable.contains(cell.symbol) || kinds[cell.symbol] == .external {
                        result[cell.symbol, default: 0] += cell.coefficient
                    }
                }
                memo[top] = result.filter { !nearZero($0.value) }
                stack.removeLast()
            }
            return memo[root]!
        }
        return variables.enumerated().compactMap { s, variable in
            guard let variable, variableUses[s] > 0 else { return nil }
            return rows[s] == nil || !dependence(s).isEmpty ? variable : nil
        }
    }
}
