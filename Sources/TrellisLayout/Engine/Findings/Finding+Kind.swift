/// What every part of Trellis needs to know about a finding kind, in one place.
///
/// ```swift
/// Finding.Kind(queryName: "clipped")  // .clippedText
/// Finding.Kind.overlap.severity       // 4: colours a report cell, worse than clipped text
/// ```
extension Finding.Kind {
    /// The name `trellis query` takes: the kind's own name, shortened or plural where the CLI
    /// contract says so (`clipped`, `broken`, `small-targets`).
    public var queryName: String {
        switch self {
        case .clippedText: "clipped"
        case .brokenConstraint: "broken"
        case .smallTarget: "small-targets"
        default: rawValue
        }
    }

    /// A kind from its query name or its own name.
    public init?(queryName name: String) {
        guard let kind = Self(rawValue: name) ?? Self.allCases.first(where: { $0.queryName == name }) else { return nil }
        self = kind
    }

    /// How bad a layout with this finding is, for a report cell's colour: higher is worse; nil
    /// for kinds that do not colour a cell (listed with the screen instead). The order, worst
    /// first: ambiguous, broken-constraint (the layout itself is not what was written),
    /// unreachable (content cannot be seen at all), overlap (two views unreadable or untappable
    /// where they meet), obscured (part of one view under the system's bars), clipped-text (text
    /// cut short), scrolls (everything reachable, by scrolling).
    public var severity: Int? {
        switch self {
        case .scrolls: 1
        case .clippedText: 2
        case .obscured: 3
        case .overlap: 4
        case .unreachable: 5
        case .brokenConstraint: 6
        case .ambiguous: 7
        case .compressed, .smallTarget: nil
        }
    }

    /// A glyph for a report cell, so a status never rests on colour alone.
    public var symbol: String {
        switch self {
        case .scrolls: "↕"
        case .clippedText: "✂"
        case .compressed: "⇲"
        case .unreachable: "⊘"
        case .obscured: "▀"
        case .overlap: "⧉"
        case .brokenConstraint: "✕"
        case .ambiguous: "?"
        case .smallTarget: "·"
        }
    }

    /// One line on what the kind means, for help texts and listings.
    public var summary: String {
        switch self {
        case .scrolls: "a scroll view whose content exceeds what it shows"
        case .clippedText: "text cut short: fewer lines than it needs, or narrower than one line"
        case .compressed: "a view squeezed below its intrinsic size"
        case .unreachable: "a view off screen or under the keyboard that no scroll view reaches"
        case .obscured: "content outside the safe area: under the status bar, notch, Dynamic Island, home indicator or a bar"
        case .overlap: "text or controls drawn over each other"
        case .brokenConstraint: "required constraints the engine had to drop"
        case .ambiguous: "views whose frames the constraints do not determine"
        case .smallTarget: "a control whose hit region is under the 28 × 28 pt minimum"
        }
    }
}
