/// Internal consistency checks, for debugging and tests.
extension Tableau {
    /// Problems found: infeasible restricted rows, dummy rows that are not 0 = 0 + dummies,
    /// stale objective constants, missing column entries. Empty when the tableau is sound.
    mutating func diagnose() -> [String] {
        var problems: [String] = []
        var errorSums = [Double](repeating: 0, count: costs.count)
        for record in records.values where record.level >= 0 {
            for s in [record.marker, record.other] where s >= 0 && kinds[s] == .error {
                errorSums[record.level] += rows[s]?.constant ?? 0
            }
        }
        for level in costs.indices where abs(errorSums[level] - objectiveConstants[level]) > 1e-6 {
            problems.append("level \(levelPriorities[level]): objective \(objectiveConstants[level]) ≠ Σ errors \(errorSums[level])")
        }
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
    /// (rows, cells): the tableau's size, to watch fill-in.
    var size: (rows: Int, cells: Int) {
        rows.reduce((0, 0)) { acc, row in row.map { (acc.0 + 1, acc.1 + $0.cells.count) } ?? acc }
    }
}
