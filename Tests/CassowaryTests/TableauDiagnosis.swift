@testable import Cassowary

/// Consistency checks of the tableau in itself, for tests.
extension Solver {
    /// Internal consistency problems (empty when sound).
    func diagnose() -> [String] {
        var copy = tableau
        return copy.diagnose()
    }
}

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
