/// A component file: reusable views and constraints with parameters, instantiated by screens
/// (and other components) as `- component: NAME` with an `id:` and optional `params:`.
///
/// ```yaml
/// component: PrimaryButton
/// params: {title: Continue}
/// views:
///   - button: button
///     title: $title
/// constraints:
///   - button.edges == self.edges
/// ```
///
/// Reading a component checks it on its own (with its default params); instances are checked
/// again when a ``ComponentLibrary`` expands a screen.
public struct ComponentDefinition: Hashable, Sendable {
    public var name: String
    public var description: String?
    /// Parameter names and their default values as written.
    public var parameterDefaults: [String: String] { parameters.mapValues(\.text) }
    /// Components this one instantiates directly.
    public var componentReferences: Set<String>
    public var location: SourceLocation

    var parameters: [String: YAMLScalar]
    var rawViews: YAMLValue?
    var rawConstraints: YAMLValue?

    static let keys = ["component", "description", "tags", "params", "views", "constraints"]

    static func read(_ root: YAMLMapping, options: FormatOptions) throws(FormatError) -> ComponentDefinition {
        try root.checkKeys(keys, in: "a component file")
        let nameScalar = try root.entries[0].value.scalar("a component name after 'component:'")
        try ViewReader.checkName(nameScalar, what: "component name")
        var parameters: [String: YAMLScalar] = [:]
        if let params = root["params"] {
            for entry in try params.mapping("params with default values ({name: value})").entries {
                guard ViewReader.isIdentifier(entry.key.text) else {
                    throw FormatError(at: entry.key.location, "invalid param name '\(entry.key.text.truncatedForMessage)'; names match [A-Za-z_][A-Za-z0-9_]*")
                }
                guard case let .scalar(value) = entry.value, !value.isNull else {
                    throw FormatError(at: entry.value.location, "param '\(entry.key.text)' needs a default value (text, a number or true/false), found \(entry.value.kindDescription)")
                }
                parameters[entry.key.text] = value
            }
        }
        var definition = ComponentDefinition(
            name: nameScalar.text,
            description: try root["description"].map { v throws(FormatError) in try v.string("a description") },
            componentReferences: [], location: nameScalar.location, parameters: parameters,
            rawViews: root["views"], rawConstraints: root["constraints"])
        if let tags = root["tags"] { _ = try tags.sequence("tags") }

        // Check it on its own: default params, nested instances opaque.
        let body = try definition.instantiate(with: [], options: options)
        definition.componentReferences = body.references
        let container = LayoutItem.view("self")
        let scope = ResolutionScope(table: ViewTable(declarations: body.views, container: container, containerID: "self"),
                                    prefix: "", instanceID: "self", componentName: "component \(definition.name)")
        let resolver = ConstraintResolver(scope: scope)
        for entry in body.constraints { _ = try resolver.resolve(entry) }
        return definition
    }

    /// The views and constraints of one instance, `$params` substituted.
    struct Body {
        var views: [ViewDeclaration]
        var constraints: [ConstraintEntry]
        var references: Set<String>
    }

    func instantiate(with overrides: [YAMLMapping.Entry], options: FormatOptions) throws(FormatError) -> Body {
        var values = parameters
        for entry in overrides {
            guard parameters[entry.key.text] != nil else {
                let known = parameters.keys.sorted()
                throw FormatError(at: entry.key.location, "unknown param '\(entry.key.text)' for component \(name)"
                                  + (known.isEmpty ? "; it declares no params" : "; expected one of " + known.joined(separator: ", "))
                                  + Suggestion.didYouMean(entry.key.text, among: known))
            }
            guard case let .scalar(value) = entry.value else { continue }
            values[entry.key.text] = value
        }
        let substitution = ParameterSubstitution(parameters: values, componentName: name)
        var reader = ViewReader(options: options)
        var views: [ViewDeclaration] = []
        if let rawViews {
            views = try reader.readList(try substitution.apply(rawViews), what: "'views:' of component \(name)", depth: 1)
        }
        var constraints: [ConstraintEntry] = []
        if let rawConstraints {
            for item in try rawConstraints.sequenceOrEmpty("'constraints:' of component \(name)") {
                constraints.append(try ConstraintEntry.parse(try substitution.apply(item), options: options))
            }
        }
        return Body(views: views, constraints: constraints, references: reader.componentReferences)
    }
}
