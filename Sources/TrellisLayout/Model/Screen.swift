/// A screen, fully expanded: component instances replaced by their views, VFL and compound
/// constraints turned into single specs, device aliases in conditions resolved.
///
/// ```swift
/// let screen = try ScreenFile.parse(text, path: "Login.yaml", components: library).screen
/// let active = screen.activeConstraints(in: traits)
/// ```
public struct Screen: Hashable, Sendable {
    public var name: String
    public var description: String?
    public var tags: [String]
    /// Subviews of the root view, front to back.
    public var views: [ViewNode]
    /// The `base` set, always active (single constraints may still carry a `when`).
    public var constraints: [ConstraintSpec]
    public var constraintSets: [ConstraintSetSpec]
    /// Names of every component used, directly or through other components.
    public var componentsUsed: Set<String>
    public var location: SourceLocation

    public init(name: String, description: String? = nil, tags: [String] = [], views: [ViewNode] = [],
                constraints: [ConstraintSpec] = [], constraintSets: [ConstraintSetSpec] = [],
                componentsUsed: Set<String> = [], location: SourceLocation) {
        self.name = name
        self.description = description
        self.tags = tags
        self.views = views
        self.constraints = constraints
        self.constraintSets = constraintSets
        self.componentsUsed = componentsUsed
        self.location = location
    }

    /// The constraints in force for these traits: base ones and those of active sets, each
    /// kept only if its own `when` holds.
    public func activeConstraints(in traits: Traits) -> [ConstraintSpec] {
        let sets = constraintSets.filter { $0.condition.holds(in: traits) }.flatMap(\.constraints)
        return (constraints + sets).filter { $0.condition?.holds(in: traits) ?? true }
    }

    /// Every view of the screen, depth first, parents before children.
    public var allViews: [ViewNode] {
        func walk(_ nodes: [ViewNode]) -> [ViewNode] { nodes.flatMap { [$0] + walk($0.children) } }
        return walk(views)
    }
}
