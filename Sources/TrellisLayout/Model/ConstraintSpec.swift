/// A layout attribute, as `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    /// Sizes, horizontal positions and vertical positions never mix in one constraint (UIKit raises).
    public enum Kind: Hashable, Sendable { case size, horizontal, vertical }

    public var kind: Kind {
        switch self {
        case .width, .height: .size
        case .left, .right, .leading, .trailing, .centerX: .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .vertical
        }
    }
}

/// What a constraint's side names: a view, the root view, or a layout guide.
public enum LayoutItem: Hashable, Sendable {
    case view(String)
    case root
    case safeArea
    /// The root view's `layoutMarginsGuide`.
    case margins
    case readable
    case keyboard
    /// A view's `layoutMarginsGuide` (`ID.margins`).
    case viewMargins(String)
    /// A scroll view's `contentLayoutGuide` (`ID.content`).
    case scrollContent(String)
    /// A scroll view's `frameLayoutGuide` (`ID.frame`).
    case scrollFrame(String)
}

/// One side of a constraint: an item and an attribute, e.g. `scroll.content.top`.
public struct LayoutAnchor: Hashable, Sendable {
    public var item: LayoutItem
    public var attribute: LayoutAttribute

    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

public enum LayoutRelation: String, Hashable, Sendable, Codable {
    case equal = "==", lessOrEqual = "<=", greaterOrEqual = ">="
}

/// One linear constraint `first RELATION second * multiplier + constant @ priority`, as UIKit has it.
///
/// Compound attributes (`edges`, `size`, `center`, …) and VFL lines arrive expanded: one spec per
/// attribute pair, all sharing the source text and location of the line they came from.
///
/// ```swift
/// // go.height >= 44 @750
/// ConstraintSpec(first: LayoutAnchor(.view("go"), .height), relation: .greaterOrEqual, constant: 44,
///                priority: 750, source: "go.height >= 44 @750", location: here)
/// ```
public struct ConstraintSpec: Hashable, Sendable {
    public var first: LayoutAnchor
    public var relation: LayoutRelation
    /// nil for a constant alone on the right (`go.height >= 44`).
    public var second: LayoutAnchor?
    public var multiplier: Double
    public var constant: Double
    /// 1…1000; 1000 is required. Fractional values are allowed (stack views use 999.5).
    public var priority: Double
    public var identifier: String?
    /// Only active while this holds (`… when keyboard`); nil means always.
    public var condition: TraitCondition?
    /// The text the constraint was written as; its name in findings when it has no identifier.
    public var source: String
    public var location: SourceLocation

    public init(first: LayoutAnchor, relation: LayoutRelation, second: LayoutAnchor? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                identifier: String? = nil, condition: TraitCondition? = nil,
                source: String, location: SourceLocation) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.condition = condition
        self.source = source
        self.location = location
    }

    /// How findings name this constraint.
    public var name: String { identifier ?? source }
}

/// A named group of constraints, active while its condition holds (`constraintSets:`).
public struct ConstraintSetSpec: Hashable, Sendable {
    public var name: String
    public var condition: TraitCondition
    public var constraints: [ConstraintSpec]
    public var location: SourceLocation

    public init(name: String, condition: TraitCondition, constraints: [ConstraintSpec], location: SourceLocation) {
        self.name = name
        self.condition = condition
        self.constraints = constraints
        self.location = location
    }
}
