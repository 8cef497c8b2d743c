/// A tableau column: an integer id into the tableau's per-symbol arrays, recycled once free.
/// External symbols stand for ``Variable``s and are unrestricted; slack and error symbols are
/// ≥ 0; dummy symbols are fixed at 0 and only mark which required equality a row came from.
typealias Symbol = Int

enum SymbolKind: UInt8 {
    case external, slack, error, dummy

    /// Restricted symbols must stay ≥ 0, so their rows take part in ratio tests.
    var isRestricted: Bool { self != .external }
    /// Symbols the simplex may bring into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The tolerance model (README, "Precision of the solver"): one relative tolerance and one absolute one;
/// verification's triggers and precision follow from the domain.
enum Tolerance {
    static let domainMagnitude = 1e6, domainMultiplier = 100.0  // numbers to 1e6, multipliers 1/100 to 100
    static let domainMultipliers = 1 / domainMultiplier...domainMultiplier
    /// Rounding of a sum relative to its largest operand; a coefficient that small in its row is residue.
    static let relative = 1e-11
    /// Constants, reduced costs and ratios under this are 0 (`epsilon`): about the rounding of `hugeTerm`.
    static let absolute = 1e-8
    /// Verification's triggers, the domain's extremes: the largest term, a number through a multiplier
    /// (rows past it verify), and the least ratio of two (pivots under it verify; costs past it are no rounding).
    static let hugeTerm = domainMagnitude * domainMultiplier, small = 1 / (domainMultiplier * domainMultiplier)
    /// `absolute` in a row, solved over the least multiplier: the relative precision verification accepts.
    static let verification = absolute * domainMultiplier
}

let epsilon = Tolerance.absolute
@inline(__always) func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

/// `a + b`, exactly 0 when they cancel up to rounding relative to the operands, never absolute.
@inline(__always) func accumulate(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= Tolerance.relative * max(abs(a), abs(b)) ? 0 : sum
}

/// Whether a row drops this coefficient (residue can make the simplex cycle): `relative` of its row's
/// largest, or of 1.
@inline(__always) func isNegligible(_ coefficient: Double, inRowUpTo largest: Double = 1) -> Bool {
    abs(coefficient) < Tolerance.relative * min(1, largest)
}
