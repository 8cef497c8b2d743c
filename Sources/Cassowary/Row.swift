/// One `symbol · coefficient` entry of a sparse ``Row``.
struct Cell { var symbol: Symbol, coefficient: Double }

/// A tableau row `basic = constant + Σ cells`, unsorted: with 3–6 cells a linear search beats hashing.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) { (self.constant, self.cells) = (constant, cells) }
    @inline(__always) func index(of symbol: Symbol) -> Int? { cells.firstIndex { $0.symbol == symbol } }
    func coefficient(for symbol: Symbol) -> Double { index(of: symbol).map { cells[$0].coefficient } ?? 0 }

    mutating func reverseSign() { constant.negate(); for i in cells.indices { cells[i].coefficient.negate() } }

    /// Rewrites `0 = constant + Σ cells` as `subject = …`; `subject` leaves the cells.
    mutating func solve(for subject: Symbol) {
        guard let i = index(of: subject) else { preconditionFailure("subject not in row") }
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for j in cells.indices { cells[j].coefficient *= factor }
    }

    /// Rewrites `basic = constant + Σ cells` as `entering = …` (one pivot step).
    mutating func solve(for entering: Symbol, leaving basic: Symbol) {
        cells.append(Cell(symbol: basic, coefficient: -1))
        solve(for: entering)
    }
}
