/// A screen's views resolved for one profile: properties with trait variants applied, parents,
/// hidden state, and the frame variables each view owns.
///
/// View `i` owns four variables: `4i` minX, `4i+1` minY, `4i+2` width, `4i+3` height, all in
/// root coordinates. Guides and helpers (scroll content sizes, stack spacers) get variables
/// after those.
struct Scene {
    struct View {
        let index: Int
        let id: String
        let kind: ViewKind
        let properties: ViewProperties
        let parent: Int?
        let children: [Int]
        /// True when this view or an ancestor is hidden; such views are laid out but never reported.
        let isEffectivelyHidden: Bool
        /// The nearest enclosing scroll view, if any.
        let scrollAncestor: Int?
        let location: SourceLocation

        var isHidden: Bool { properties.hidden ?? false }
        var minX: Int { 4 * index }
        var minY: Int { 4 * index + 1 }
        var width: Int { 4 * index + 2 }
        var height: Int { 4 * index + 3 }

        /// Buttons, text fields and switches take touches unless told otherwise.
        var isInteractive: Bool {
            properties.interactive ?? [.button, .textField, .switch].contains(kind)
        }
    }

    private(set) var views: [View] = []
    private(set) var indexByID: [String: Int] = [:]

    init(screen: Screen, traits: Traits) {
        add(screen.views, parent: nil, parentHidden: false, scrollAncestor: nil, traits: traits)
    }

    var frameVariableCount: Int { 4 * views.count }

    subscript(id: String) -> View? { indexByID[id].map { views[$0] } }

    @discardableResult
    private mutating func add(_ nodes: [ViewNode], parent: Int?, parentHidden: Bool, scrollAncestor: Int?,
                              traits: Traits) -> [Int] {
        nodes.map { node in
            let index = views.count
            let properties = node.resolvedProperties(in: traits)
            let hidden = parentHidden || (properties.hidden ?? false)
            // Reserve the slot first so children get higher indexes than their parent.
            views.append(View(index: index, id: node.id, kind: node.kind, properties: properties, parent: parent,
                              children: [], isEffectivelyHidden: hidden, scrollAncestor: scrollAncestor,
                              location: node.location))
            indexByID[node.id] = index
            let children = add(node.children, parent: index, parentHidden: hidden,
                               scrollAncestor: node.kind == .scroll ? index : scrollAncestor, traits: traits)
            views[index] = View(index: index, id: node.id, kind: node.kind, properties: properties, parent: parent,
                                children: children, isEffectivelyHidden: hidden, scrollAncestor: scrollAncestor,
                                location: node.location)
            return index
        }
    }
}
