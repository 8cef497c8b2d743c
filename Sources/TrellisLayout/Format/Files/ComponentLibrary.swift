/// The components a catalog knows, and the expansion of screens that use them.
///
/// ```swift
/// var library = ComponentLibrary()
/// try library.add(primaryButton)                // a ComponentDefinition from LayoutFile.parse
/// let screen = try library.expand(loginScreen)  // a Screen with `cta`, `cta.button`, …
/// ```
///
/// Expansion turns each instance into a view of kind `.component` whose id is the instance id
/// and whose children are the component's views with ids prefixed (`cta.button`); the
/// component's constraints follow the screen's own, with `self` as the instance and inner ids
/// prefixed (identifiers too: `as tall` in instance `cta` names `cta.tall`). Inside a component,
/// `root`, `safeArea`, `margins`, `readable` and `keyboard` still name the screen's guides, but
/// the screen's views are out of reach.
public struct ComponentLibrary: Sendable {
    public private(set) var components: [String: ComponentDefinition] = [:]
    public var options: FormatOptions

    public init(options: FormatOptions = FormatOptions()) {
        self.options = options
    }

    public init(_ definitions: [ComponentDefinition], options: FormatOptions = FormatOptions()) throws(FormatError) {
        self.options = options
        for definition in definitions { try add(definition) }
    }

    /// Adds a component; a second one with the same name is an error at its name.
    public mutating func add(_ definition: ComponentDefinition) throws(FormatError) {
        if let existing = components[definition.name], existing != definition {
            throw FormatError(at: definition.location, "component '\(definition.name)' is already defined at \(existing.location)")
        }
        components[definition.name] = definition
    }

    /// Adds or replaces a component by name (a new revision of a file).
    public mutating func replace(_ definition: ComponentDefinition) {
        components[definition.name] = definition
    }

    public subscript(name: String) -> ComponentDefinition? { components[name] }

    /// The screen with every component instance expanded and every constraint resolved.
    public func expand(_ definition: ScreenDefinition) throws(FormatError) -> Screen {
        var expander = Expander(library: self, limits: options.limits)
        let views = try expander.expand(definition.views, prefix: "", depth: 1)
        let table = ViewTable(expanded: views)
        var counter = ConstraintCounter(limit: options.limits.maxConstraints)
        let screenScope = ConstraintResolver(scope: ResolutionScope(table: table, prefix: "", instanceID: nil, componentName: nil))
        var constraints: [ConstraintSpec] = []
        for entry in definition.constraints {
            constraints += try counter.count(try screenScope.resolve(entry), at: entry.scalar)
        }
        for group in expander.instanceConstraints {
            let resolver = ConstraintResolver(scope: ResolutionScope(table: table, prefix: group.instanceID + ".",
                                                                     instanceID: group.instanceID,
                                                                     componentName: "component \(group.component)"))
            for entry in group.entries {
                constraints += try counter.count(try resolver.resolve(entry), at: entry.scalar)
            }
        }
        var sets: [ConstraintSetSpec] = []
        for set in definition.constraintSets {
            var specs: [ConstraintSpec] = []
            for entry in set.constraints { specs += try counter.count(try screenScope.resolve(entry), at: entry.scalar) }
            sets.append(ConstraintSetSpec(name: set.name, condition: set.condition, constraints: specs, location: set.location))
        }
        return Screen(name: definition.name, description: definition.description, tags: definition.tags, views: views,
                      constraints: constraints, constraintSets: sets, componentsUsed: expander.used,
                      location: definition.location)
    }

    /// Checks that every component expands on its own: no cycles, no missing components, every
    /// name in its constraints known once nested components are expanded.
    public func validate() throws(FormatError) {
        for name in components.keys.sorted() {
            guard let definition = components[name] else { continue }
            var expander = Expander(library: self, limits: options.limits)
            expander.stack = [(name, definition.location)]
            let body = try definition.instantiate(with: [], options: options)
            let views = try expander.expand(body.views, prefix: "self.", depth: 1)
            let root = ViewNode(id: "self", kind: .component, children: views, location: definition.location)
            let table = ViewTable(expanded: [root])
            let groups = [Expander.InstanceConstraints(instanceID: "self", component: name, entries: body.constraints)]
                + expander.instanceConstraints
            for group in groups {
                let resolver = ConstraintResolver(scope: ResolutionScope(table: table, prefix: group.instanceID + ".",
                                                                         instanceID: group.instanceID,
                                                                         componentName: "component \(group.component)"))
                for entry in group.entries { _ = try resolver.resolve(entry) }
            }
        }
    }
}

private struct ConstraintCounter {
    let limit: Int
    var total = 0

    mutating func count(_ specs: [ConstraintSpec], at scalar: YAMLScalar) throws(FormatError) -> [ConstraintSpec] {
        total += specs.count
        if total > limit {
            throw FormatError(at: scalar.location, "screen has more than \(limit) constraints after expansion")
        }
        return specs
    }
}

/// Walks declarations into ``ViewNode``s, expanding instances depth first.
struct Expander {
    struct InstanceConstraints {
        var instanceID: String
        var component: String
        var entries: [ConstraintEntry]
    }

    let library: ComponentLibrary
    let limits: FormatLimits
    var viewCount = 0
    var used: Set<String> = []
    /// Components being expanded, outermost first, for cycle messages.
    var stack: [(name: String, location: SourceLocation)] = []
    var instanceConstraints: [InstanceConstraints] = []

    init(library: ComponentLibrary, limits: FormatLimits) {
        self.library = library
        self.limits = limits
    }

    mutating func expand(_ declarations: [ViewDeclaration], prefix: String, depth: Int) throws(FormatError) -> [ViewNode] {
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(declarations.count)
        for declaration in declarations {
            viewCount += 1
            if viewCount > limits.maxViews {
                throw FormatError(at: declaration.location, "screen has more than \(limits.maxViews) views after expanding components")
            }
            if depth > limits.maxViewDepth {
                throw FormatError(at: declaration.location, "views nested deeper than \(limits.maxViewDepth) levels after expanding components")
            }
            let id = prefix + declaration.id
            var node = ViewNode(id: id, kind: declaration.kind, properties: declaration.properties,
                                variants: declaration.variants, location: declaration.location)
            if let instance = declaration.instance {
                node.children = try expand(instance, id: id, depth: depth)
            } else {
                node.children = try expand(declaration.children, prefix: prefix, depth: depth + 1)
            }
            nodes.append(node)
        }
        return nodes
    }

    private mutating func expand(_ instance: ComponentInstance, id: String, depth: Int) throws(FormatError) -> [ViewNode] {
        if let start = stack.firstIndex(where: { $0.name == instance.component }) {
            let chain = (stack[start...].map(\.name) + [instance.component]).joined(separator: " → ")
            throw FormatError(at: instance.componentLocation, "component cycle: \(chain)")
        }
        guard let component = library[instance.component] else {
            let known = library.components.keys.sorted()
            throw FormatError(at: instance.componentLocation, "unknown component '\(instance.component)'"
                              + (known.isEmpty ? "; no components are registered" : "; known components: " + known.prefix(20).joined(separator: ", "))
                              + Suggestion.didYouMean(instance.component, among: known))
        }
        used.insert(instance.component)
        let body = try component.instantiate(with: instance.params, options: library.options)
        stack.append((instance.component, instance.componentLocation))
        defer { stack.removeLast() }
        instanceConstraints.append(InstanceConstraints(instanceID: id, component: instance.component, entries: body.constraints))
        return try expand(body.views, prefix: id + ".", depth: depth + 1)
    }
}
