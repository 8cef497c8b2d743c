/// The views constraints can name, with what VFL's `|` means for each (its superview item).
struct ViewTable: Sendable {
    struct Entry: Sendable {
        var kind: ViewKind
        /// The item `|` stands for when this view is named in a VFL line.
        var superview: LayoutItem
        var superviewID: String?
    }

    var entries: [String: Entry] = [:]
    /// Component instances whose inner views are not known yet (a file read on its own):
    /// names through them are accepted and checked again at expansion.
    var opaqueInstances: Set<String> = []

    /// The expanded tree: every view, component inner views included.
    init(expanded views: [ViewNode]) {
        func visit(_ node: ViewNode, superview: LayoutItem, superviewID: String?) {
            entries[node.id] = Entry(kind: node.kind, superview: superview, superviewID: superviewID)
            let childSuperview: LayoutItem = node.kind == .scroll ? .scrollContent(node.id) : .view(node.id)
            for child in node.children { visit(child, superview: childSuperview, superviewID: node.id) }
        }
        for view in views { visit(view, superview: .root, superviewID: nil) }
    }

    /// One file's declarations, instances opaque; top-level views sit in `container`.
    init(declarations views: [ViewDeclaration], container: LayoutItem, containerID: String?) {
        func visit(_ node: ViewDeclaration, superview: LayoutItem, superviewID: String?) {
            entries[node.id] = Entry(kind: node.kind, superview: superview, superviewID: superviewID)
            if node.instance != nil { opaqueInstances.insert(node.id) }
            let childSuperview: LayoutItem = node.kind == .scroll ? .scrollContent(node.id) : .view(node.id)
            for child in node.children { visit(child, superview: childSuperview, superviewID: node.id) }
        }
        for view in views { visit(view, superview: container, superviewID: containerID) }
    }
}

/// Where names in a constraint are looked up: the screen, or one component instance.
struct ResolutionScope: Sendable {
    var table: ViewTable
    /// Prepended to every id written in this scope: "" for a screen, "cta." in instance `cta`.
    var prefix: String
    /// What `self` names (the instance's id); nil in a screen.
    var instanceID: String?
    /// "component PrimaryButton", for messages.
    var componentName: String?

    static let guides: [String: LayoutItem] = [
        "root": .root, "safeArea": .safeArea, "margins": .margins, "readable": .readable, "keyboard": .keyboard,
    ]

    /// Ids as written in this scope, for suggestions.
    var localIDs: [String] {
        table.entries.keys.compactMap { id in
            guard id.hasPrefix(prefix) else { return nil }
            let local = String(id.dropFirst(prefix.count))
            return local.contains(".") ? nil : local
        }.sorted()
    }
}
