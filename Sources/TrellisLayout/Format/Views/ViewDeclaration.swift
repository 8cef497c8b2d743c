/// A view as declared in one file, before component instances are expanded.
struct ViewDeclaration: Hashable, Sendable {
    var id: String
    var kind: ViewKind
    var properties: ViewProperties
    var variants: [ViewVariant]
    var children: [ViewDeclaration]
    var location: SourceLocation
    /// Set for `- component: NAME`; `kind` is then `.component` and `children` empty.
    var instance: ComponentInstance?
}

/// `- component: PrimaryButton`, `id: cta`, `params: {title: Sign in}`.
struct ComponentInstance: Hashable, Sendable {
    var component: String
    var componentLocation: SourceLocation
    var params: [YAMLMapping.Entry]
}
