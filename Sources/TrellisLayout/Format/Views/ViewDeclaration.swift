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

extension ViewDeclaration {
    /// Every declaration of the tree, depth first, parents first.
    static func walk(_ nodes: [ViewDeclaration], _ body: (ViewDeclaration, ViewDeclaration?) -> Void) {
        func visit(_ node: ViewDeclaration, parent: ViewDeclaration?) {
            body(node, parent)
            for child in node.children { visit(child, parent: node) }
        }
        for node in nodes { visit(node, parent: nil) }
    }
}
