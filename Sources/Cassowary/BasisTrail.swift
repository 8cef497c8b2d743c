/// The bases one primal simplex phase has passed through, each known by a hash of the symbols
/// pivoted in and out since the phase began (a pivot toggles two symbols in the basic set).
///
/// Bland's rule ends every simplex in exact arithmetic; in floating point a cost can be real
/// against one column and rounding against the next, and two symbols can take turns in the
/// basis. A phase that meets a basis again is going round without progress beyond rounding.
struct BasisTrail {
    private var hash: UInt64 = 0
    private var seen: Set<UInt64> = []
    private var pivots = 0

    /// Records a pivot; false when it leads back to a basis met before in this phase.
    mutating func pivoted(entering: Symbol, leaving: Symbol) -> Bool {
        hash ^= Self.mix(UInt64(truncatingIfNeeded: entering)) ^ Self.mix(UInt64(truncatingIfNeeded: leaving))
        pivots += 1
        // Nearly every phase is this short; a round goes on forever, so it is met later.
        guard pivots > 32 else { return true }
        return seen.insert(hash).inserted
    }

    /// A 64-bit finalizer (splitmix64's) so that toggled symbols rarely cancel out by chance (and
    /// twins' terms rarely share a hash).
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
