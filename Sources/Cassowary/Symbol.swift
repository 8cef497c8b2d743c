/// A tableau column: an integer id into the tableau's per-symbol arrays.
///
/// External symbols stand for ``Variable``s and are unrestricted; slack and error symbols
/// are ≥ 0; dummy symbols are fixed at 0 and only mark which required equality a row
/// came from. Ids of removed constraints and variables are recycled.
typealias Symbol = Int

enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy

    /// Restricted symbols must stay ≥ 0, so their rows take part in ratio tests.
    var isRestricted: Bool { self != .external }
    /// Symbols the simplex may bring into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Reduced costs, constants and ratios smaller than this are treated as zero.
let epsilon = 1e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

/// `a + b` for accumulating a coefficient, exactly 0 when the two cancel up to rounding.
///
/// Cancellation is judged relative to the operands, not against `epsilon`: a coefficient of
/// 1e-10 that multiplies a symbol worth 1e12 is no rounding residue, and dropping it once
/// made a rolled-back pivot lose a dependence and left a required equality off by a million.
/// Rows that a pivot on a small coefficient has scaled up carry relative rounding of 1e-11 and
/// more; expanding deferred references through them cancels more loosely (`cancelling`).
@inline(__always) func accumulate(_ a: Double, _ b: Double, cancelling: Double = 1e-11) -> Double {
    let sum = a + b
    return abs(sum) <= cancelling * max(abs(a), abs(b)) ? 0 : sum
}

/// Whether a row drops this coefficient: exact cancellation, or the products of rounding
/// residue (1e-17 and the like, which can make the simplex cycle). True coefficients of
/// thousand-fold coefficient spans stay far above it.
@inline(__always) func isNegligible(_ coefficient: Double) -> Bool { abs(coefficient) < 1e-12 }

/// Whether a row whose largest coefficient is `largest` drops this one: `isNegligible`, scaled
/// down for rows of small coefficients, whose residue is as small. A row of 0.01s took
/// −1e-4 · 5e-9 = −5e-13 of a slack worth 200 times a variable; without it, the variable set
/// to −4e7 broke a required equality by 0.004 (fuzz-solver).
@inline(__always) func isNegligible(_ coefficient: Double, inRowUpTo largest: Double) -> Bool {
    abs(coefficient) < 1e-12 * min(1, largest)
}
