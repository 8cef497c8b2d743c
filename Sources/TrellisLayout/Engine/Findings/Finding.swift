/// Something about a layout a team wants to know, with the views involved.
///
/// ```swift
/// Finding(kind: .scrolls, views: ["scroll"], amount: 165, message: "scroll scrolls vertically by 165 pt")
/// ```
public struct Finding: Hashable, Sendable, Codable {
    /// The one list of finding kinds. Queries, `check --fail-on`, the catalog, the exports and
    /// the report all read it (with the facts in `Finding+Kind.swift`), so a new kind is a case
    /// here, its facts there, its analysis and its tests.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        case scrolls
        case clippedText = "clipped-text"
        case compressed
        case unreachable
        case obscured
        case overlap
        case brokenConstraint = "broken-constraint"
        case ambiguous
        case smallTarget = "small-target"
    }

    public var kind: Kind
    public var views: [String]
    /// Points: of overflow (`scrolls`, `clipped-text`, `unreachable`, `compressed`), of depth past
    /// the safe area (`obscured`), of the separation needed (`overlap`), short of 44 (`small-target`).
    public var amount: Double?
    public var message: String

    public init(kind: Kind, views: [String], amount: Double? = nil, message: String) {
        self.kind = kind
        self.views = views
        self.amount = amount
        self.message = message
    }
}
