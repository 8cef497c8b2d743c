import TrellisLayout

/// What one matrix cell shows: the worst finding of a layout, among the kinds that colour a cell.
///
/// ```swift
/// CellStatus(findings: result.findings) // the clipped-text status when a label clips and nothing worse happens
/// ```
///
/// The order is `Finding.Kind.severity`; kinds without one (`compressed`, `small-target`) do not
/// colour a cell: they are listed on the screen page and counted on the index.
public struct CellStatus: Comparable, Hashable, Sendable {
    /// The worst kind found; nil when nothing that colours a cell was.
    public let kind: Finding.Kind?

    public static let ok = CellStatus(worst: nil)

    private init(worst kind: Finding.Kind?) { self.kind = kind }

    public init(findings: [Finding]) {
        self = findings.compactMap { Self(kind: $0.kind) }.max() ?? .ok
    }

    /// The status a finding kind stands for, or nil for kinds that do not colour a cell.
    public init?(kind: Finding.Kind) {
        guard kind.severity != nil else { return nil }
        self.init(worst: kind)
    }

    /// Every status, best first: ok, then the colouring kinds by severity.
    public static var allCases: [CellStatus] {
        [.ok] + Finding.Kind.allCases.compactMap(CellStatus.init(kind:)).sorted()
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.kind?.severity ?? 0) < (rhs.kind?.severity ?? 0) }

    /// The CSS class suffix and the word a screen reader hears: `ok` or the kind's query name.
    public var name: String { kind?.queryName ?? "ok" }

    /// A glyph shown in the cell, so the status never rests on colour alone.
    public var symbol: String { kind?.symbol ?? "✓" }
}
