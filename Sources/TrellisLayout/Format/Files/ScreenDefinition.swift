/// A screen file as read: checked on its own, component instances not yet expanded.
///
/// Everything that does not depend on components is validated when the file is read (views,
/// properties, conditions, constraint syntax, ids); names that go into a component instance
/// (`cta.button`) are checked when a ``ComponentLibrary`` expands it into a ``Screen``:
///
/// ```swift
/// guard case let .screen(definition) = try LayoutFile.parse(text: text, path: "Login.yaml") else { … }
/// let screen = try library.expand(definition)
/// ```
public struct ScreenDefinition: Hashable, Sendable {
    public var name: String
    public var description: String?
    public var tags: [String]
    /// Components this screen instantiates directly (see ``Screen/componentsUsed`` for all).
    public var componentReferences: Set<String>
    public var location: SourceLocation

    var views: [ViewDeclaration]
    var constraints: [ConstraintEntry]
    var constraintSets: [ConstraintSetEntry]

    struct ConstraintSetEntry: Hashable, Sendable {
        var name: String
        var condition: TraitCondition
        var constraints: [ConstraintEntry]
        var location: SourceLocation
    }

    static let keys = ["screen", "description", "tags", "views", "constraints", "constraintSets"]

    static func read(_ root: YAMLMapping, options: FormatOptions) throws(FormatError) -> ScreenDefinition {
        try root.checkKeys(keys, in: "a screen file")
        let nameScalar = try root.entries[0].value.scalar("a screen name after 'screen:'")
        try ViewReader.checkName(nameScalar, what: "screen name")
        var tags: [String] = []
        if let value = root["tags"] {
            if case let .scalar(scalar) = value, !scalar.isNull {
                tags = [scalar.text]
            } else {
                for tag in try value.sequence("tags (a list of names)") { tags.append(try tag.string("a tag")) }
            }
        }
        var reader = ViewReader(options: options)
        let views = try root["views"].map { v throws(FormatError) in try reader.readList(v, what: "'views:'", depth: 1) } ?? []
        let constraints = try readConstraints(root["constraints"], what: "'constraints:'", options: options)
        var sets: [ConstraintSetEntry] = []
        if let value = root["constraintSets"] {
            for entry in try value.mapping("constraint sets ({NAME: {when: CONDITION, constraints: [...]}})").entries {
                let name = entry.key.text
                guard ViewReader.isIdentifier(name) else {
                    throw FormatError(at: entry.key.location, "invalid constraint set name '\(name.truncatedForMessage)'; names match [A-Za-z_][A-Za-z0-9_]*")
                }
                if name == "base" {
                    throw FormatError(at: entry.key.location, "'base' is the top-level 'constraints:' list; give this set another name")
                }
                let set = try entry.value.mapping("constraint set '\(name)' ({when, constraints})")
                try set.checkKeys(["when", "constraints"], in: "constraint set '\(name)'")
                let when = try set.required("when", in: "constraint set '\(name)'").scalar("a trait condition after 'when:'")
                sets.append(ConstraintSetEntry(
                    name: name, condition: try TraitConditionParser.parse(when, options: options),
                    constraints: try readConstraints(set["constraints"], what: "'constraints:' of set '\(name)'", options: options),
                    location: entry.key.location))
            }
        }
        let definition = ScreenDefinition(
            name: nameScalar.text,
            description: try root["description"].map { v throws(FormatError) in try v.string("a description") },
            tags: tags, componentReferences: reader.componentReferences, location: nameScalar.location,
            views: views, constraints: constraints, constraintSets: sets)

        let scope = ResolutionScope(table: ViewTable(declarations: views, container: .root, containerID: nil),
                                    prefix: "", instanceID: nil, componentName: nil)
        let resolver = ConstraintResolver(scope: scope)
        for entry in constraints + sets.flatMap(\.constraints) { _ = try resolver.resolve(entry) }
        return definition
    }

    static func readConstraints(_ value: YAMLValue?, what: String, options: FormatOptions) throws(FormatError) -> [ConstraintEntry] {
        guard let value else { return [] }
        var entries: [ConstraintEntry] = []
        let items = try value.sequenceOrEmpty(what)
        if items.count > options.limits.maxConstraints {
            throw FormatError(at: items[options.limits.maxConstraints].location,
                              "more than \(options.limits.maxConstraints) constraints in one list")
        }
        for item in items {
            entries.append(try ConstraintEntry.parse(item, options: options))
        }
        return entries
    }
}
