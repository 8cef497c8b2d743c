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

/// Coefficients smaller than this are treated as zero.
let epsilon = 1e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }
