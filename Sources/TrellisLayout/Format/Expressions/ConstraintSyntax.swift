/// An attribute as written: one of UIKit's, or a compound that expands to several.
enum AttributeSyntax: Hashable, Sendable {
    case single(LayoutAttribute)
    case compound(CompoundAttribute)

    static let allNames = LayoutAttribute.allCases.map(\.rawValue) + CompoundAttribute.allCases.map(\.rawValue)

    init?(name: String) {
        if let single = LayoutAttribute(rawValue: name) { self = .single(single) }
        else if let compound = CompoundAttribute(rawValue: name) { self = .compound(compound) }
        else { return nil }
    }

    var name: String {
        switch self {
        case let .single(attribute): attribute.rawValue
        case let .compound(compound): compound.rawValue
        }
    }

    /// True for width, height and size: the only attributes a constant alone may set.
    var isSize: Bool {
        switch self {
        case let .single(attribute): attribute.kind == .size
        case let .compound(compound): compound == .size
        }
    }
}

/// `edges`, `horizontalEdges`, `verticalEdges`, `size`, `center`.
///
/// Edges follow the UIKit-anchor "inset" reading: `a.edges == b.edges + 8` insets `a` by 8 on
/// every side, so the far edges (bottom, trailing) get the negated constant; and `>=` / `<=`
/// flip on the far edges, so `a.edges >= b.edges + 8` still means "inset by at least 8"
/// (`a.bottom <= b.bottom - 8`). Size and center apply the constant to both attributes as is.
enum CompoundAttribute: String, CaseIterable, Hashable, Sendable {
    case edges, horizontalEdges, verticalEdges, size, center

    struct Part: Hashable, Sendable {
        var attribute: LayoutAttribute
        /// Far edges negate the constant and flip an inequality.
        var isFarEdge: Bool
    }

    var parts: [Part] {
        switch self {
        case .edges: [.init(attribute: .top, isFarEdge: false), .init(attribute: .leading, isFarEdge: false),
                      .init(attribute: .bottom, isFarEdge: true), .init(attribute: .trailing, isFarEdge: true)]
        case .horizontalEdges: [.init(attribute: .leading, isFarEdge: false), .init(attribute: .trailing, isFarEdge: true)]
        case .verticalEdges: [.init(attribute: .top, isFarEdge: false), .init(attribute: .bottom, isFarEdge: true)]
        case .size: [.init(attribute: .width, isFarEdge: false), .init(attribute: .height, isFarEdge: false)]
        case .center: [.init(attribute: .centerX, isFarEdge: false), .init(attribute: .centerY, isFarEdge: false)]
        }
    }

    var isEdges: Bool { self == .edges || self == .horizontalEdges || self == .verticalEdges }
}

/// `scroll.content.top`: the item path (`scroll`, `content`) and the attribute, with offsets.
struct AnchorSyntax: Hashable, Sendable {
    var path: [String]
    var attribute: AttributeSyntax
    /// Offset of the first character of the anchor in its string.
    var offset: Int
    var attributeOffset: Int
    var text: String { (path + [attribute.name]).joined(separator: ".") }
}

/// One constraint as written, validated except for what needs the screen's views (ids).
struct ConstraintSyntax: Hashable, Sendable {
    var first: AnchorSyntax
    var relation: LayoutRelation
    var second: AnchorSyntax?
    var multiplier: Double
    var constant: Double
    var priority: Double
    var identifier: String?
    var condition: TraitCondition?
    var scalar: YAMLScalar

    var source: String { scalar.text }
}

/// One entry of a `constraints:` list: a linear constraint or a VFL line.
enum ConstraintEntry: Hashable, Sendable {
    case linear(ConstraintSyntax)
    case visualFormat(VisualFormatSyntax)

    var scalar: YAMLScalar {
        switch self {
        case let .linear(syntax): syntax.scalar
        case let .visualFormat(syntax): syntax.scalar
        }
    }

    /// Reads one list entry; VFL lines start with `H:`, `V:` (or another `X:`, an error), `|` or `[`.
    static func parse(_ value: YAMLValue, options: FormatOptions) throws(FormatError) -> ConstraintEntry {
        let scalar = try value.scalar("a constraint (e.g. 'a.top == b.bottom + 8')")
        let text = Array(scalar.text.drop { $0 == " " }.prefix(2))
        let orientationLike = text.count == 2 && text[0].isLetter && text[1] == ":"
        if orientationLike || text.first == "|" || text.first == "[" {
            return .visualFormat(try VisualFormatParser.parse(scalar, options: options))
        }
        return .linear(try ConstraintParser.parse(scalar, options: options))
    }
}
