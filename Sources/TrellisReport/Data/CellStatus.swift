import TrellisLayout

/// What one matrix cell shows: the worst finding of a layout, among the kinds the index colours.
///
/// ```swift
/// CellStatus(findings: result.findings) // .clipped when a label clips and nothing worse happens
/// ```
///
/// Worse to better: ambiguous, broken, unreachable, clipped, scrolls, ok (the order,
/// reversed). `compressed` and `small-target` do not colour a cell; they are listed on the
/// screen page and counted on the index.
public enum CellStatus: Int, CaseIterable, Comparable, Sendable {
    case ok, scrolls, clipped, unreachable, broken, ambiguous

    public init(findings: [Finding]) {
        self = findings.compactMap { Self(kind: $0.kind) }.max() ?? .ok
    }

    /// The status a finding kind stands for, or nil for kinds that do not colour a cell.
    public init?(kind: Finding.Kind) {
        switch kind {
        case .scrolls: self = .scrolls
        case .clippedText: self = .clipped
        case .unreachable: self = .unreachable
        case .brokenConstraint: self = .broken
        case .ambiguous: self = .ambiguous
        case .compressed, .smallTarget: return nil
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The CSS class suffix and the word a screen reader hears.
    public var name: String {
        switch self {
        case .ok: "ok"
        case .scrolls: "scrolls"
        case .clipped: "clipped"
        case .unreachable: "unreachable"
        case .broken: "broken"
        case .ambiguous: "ambiguous"
        }
    }

    /// A glyph shown in the cell, so the status never rests on colour alone.
    public var symbol: String {
        switch self {
        case .ok: "✓"
        case .scrolls: "↕"
        case .clipped: "✂"
        case .unreachable: "⊘"
        case .broken: "✕"
        case .ambiguous: "?"
        }
    }
}
