/// Turns constraint entries into ``ConstraintSpec``s: resolves items against a scope, expands
/// compound attributes and VFL lines.
struct ConstraintResolver {
    let scope: ResolutionScope

    /// The specs of one entry; empty when an item goes through an opaque instance (checked later).
    func resolve(_ entry: ConstraintEntry) throws(FormatError) -> [ConstraintSpec] {
        switch entry {
        case let .linear(syntax): try resolve(syntax)
        case let .visualFormat(syntax): try resolve(syntax)
        }
    }

    private var identifierPrefix: String { scope.instanceID.map { $0 + "." } ?? "" }

    func resolve(_ syntax: ConstraintSyntax) throws(FormatError) -> [ConstraintSpec] {
        guard let firstItem = try item(syntax.first.path, offset: syntax.first.offset, scalar: syntax.scalar) else { return [] }
        var secondItem: LayoutItem? = nil
        if let second = syntax.second {
            guard let resolved = try item(second.path, offset: second.offset, scalar: syntax.scalar) else { return [] }
            secondItem = resolved
        }
        let identifier = syntax.identifier.map { identifierPrefix + $0 }
        func spec(_ a: LayoutAttribute, _ b: LayoutAttribute?, relation: LayoutRelation, constant: Double) -> ConstraintSpec {
            ConstraintSpec(first: LayoutAnchor(firstItem, a), relation: relation,
                           second: secondItem.map { LayoutAnchor($0, b ?? a) }, multiplier: syntax.second == nil ? 1 : syntax.multiplier,
                           constant: constant, priority: syntax.priority, identifier: identifier,
                           condition: syntax.condition, source: syntax.source, location: syntax.scalar.location)
        }
        switch syntax.first.attribute {
        case let .single(attribute):
            var secondAttribute: LayoutAttribute? = nil
            if case let .single(b)? = syntax.second?.attribute { secondAttribute = b }
            return [spec(attribute, secondAttribute, relation: syntax.relation, constant: syntax.constant)]
        case let .compound(compound):
            return compound.parts.map { part in
                let relation = part.isFarEdge ? syntax.relation.flipped : syntax.relation
                return spec(part.attribute, part.attribute, relation: relation,
                            constant: part.isFarEdge ? -syntax.constant : syntax.constant)
            }
        }
    }

    /// The item a path names, or nil when it passes through an instance whose views are unknown.
    func item(_ names: [String], offset: Int, scalar: YAMLScalar) throws(FormatError) -> LayoutItem? {
        let path = GuideAliases.canonical(names)
        let here = scalar.location(atOffset: offset)
        let written = names.joined(separator: ".")
        if path[0] == "self" {
            guard let instance = scope.instanceID else {
                throw FormatError(at: here, "'self' is only meaningful inside a component; name the view by its id")
            }
            switch path.count {
            case 1: return .view(instance)
            case 2 where path[1] == "margins": return .viewMargins(instance)
            default:
                throw FormatError(at: here, "expected 'self' or 'self.margins', found '\(written)'; name the component's views without 'self.'")
            }
        }
        if path.count == 1, let guide = ResolutionScope.guides[path[0]] { return guide }
        if ResolutionScope.guides[path[0]] != nil {
            throw FormatError(at: here, "'\(path[0])' is a layout guide and has no '\(path[1])'; write '\(path[0]).ATTRIBUTE'")
        }
        let full = scope.prefix + path.joined(separator: ".")
        if scope.table.entries[full] != nil { return .view(full) }
        if path.count >= 2, let guide = path.last, ["margins", "content", "frame"].contains(guide) {
            let base = scope.prefix + path.dropLast().joined(separator: ".")
            if let entry = scope.table.entries[base] {
                if guide == "margins" { return .viewMargins(base) }
                if entry.kind == .scroll { return guide == "content" ? .scrollContent(base) : .scrollFrame(base) }
                // `cta.content` may name a view of the instance `cta`: decided below or at expansion.
                if entry.kind != .component {
                    throw FormatError(at: here, "'\(guide)' is a guide of scroll views, but '\(path.dropLast().joined(separator: "."))' is a \(entry.kind.rawValue)")
                }
            }
        }
        for count in stride(from: path.count - 1, through: 1, by: -1) {
            let through = scope.prefix + path.prefix(count).joined(separator: ".")
            if scope.table.opaqueInstances.contains(through) { return nil }
            if let entry = scope.table.entries[through] {
                let rest = path[count...].joined(separator: ".")
                if entry.kind == .component {
                    let inner = scope.table.entries.keys.filter { $0.hasPrefix(through + ".") }
                        .map { String($0.dropFirst(through.count + 1)) }.filter { !$0.contains(".") }.sorted()
                    throw FormatError(at: here, "component instance '\(path.prefix(count).joined(separator: "."))' has no view '\(rest)'"
                                      + (inner.isEmpty ? "" : "; its views are " + inner.joined(separator: ", "))
                                      + Suggestion.didYouMean(rest, among: inner))
                }
                throw FormatError(at: here, "'\(path.prefix(count).joined(separator: "."))' has no guide '\(rest)'; expected margins"
                                  + (entry.kind == .scroll ? ", content or frame" : " (content and frame are for scroll views)"))
            }
        }
        let known = scope.localIDs
        let within = scope.componentName.map { " in \($0)" } ?? ""
        throw FormatError(at: here, "unknown id '\(path[0])'\(within)"
                          + "; expected a view id or one of root, safeArea, margins, readable, keyboard"
                          + (scope.instanceID != nil ? ", self" : "") + Suggestion.didYouMean(path[0], among: known))
    }

    // MARK: VFL

    func resolve(_ syntax: VisualFormatSyntax) throws(FormatError) -> [ConstraintSpec] {
        var items: [LayoutItem] = []
        for element in syntax.views {
            let path = element.name.split(separator: ".").map(String.init)
            guard let item = try item(path, offset: element.offset, scalar: syntax.scalar) else { return [] }
            guard case .view = item else {
                throw FormatError(at: syntax.scalar.location(atOffset: element.offset),
                                  "a VFL line names views, not layout guides ('\(element.name)')")
            }
            items.append(item)
        }
        let horizontal = syntax.axis == .horizontal
        let (near, far, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let identifier = syntax.identifier.map { identifierPrefix + $0 }
        var specs: [ConstraintSpec] = []
        func add(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?, _ constant: Double, _ priority: Double) {
            specs.append(ConstraintSpec(first: first, relation: relation, second: second, constant: constant,
                                        priority: priority, identifier: identifier, condition: syntax.condition,
                                        source: syntax.source, location: syntax.scalar.location))
        }
        func connect(_ connection: VisualFormatSyntax.Connection, from before: LayoutAnchor, to after: LayoutAnchor,
                     standard: Double) {
            switch connection {
            case .flush: add(after, .equal, before, 0, 1000)
            case .standard: add(after, .equal, before, standard, 1000)
            case let .predicates(predicates):
                for predicate in predicates {
                    if case let .constant(value) = predicate.object {
                        add(after, predicate.relation, before, value, predicate.priority)
                    }
                }
            }
        }

        var superview: LayoutItem? = nil
        if syntax.leadingSuperview != nil || syntax.trailingSuperview != nil {
            superview = try commonSuperview(syntax, items: items)
        }
        if let connection = syntax.leadingSuperview, let superview {
            connect(connection, from: LayoutAnchor(superview, near), to: LayoutAnchor(items[0], near),
                    standard: VisualFormatParser.standardSuperviewSpacing)
        }
        for (index, element) in syntax.views.enumerated() {
            if index > 0 {
                connect(syntax.connections[index - 1], from: LayoutAnchor(items[index - 1], far),
                        to: LayoutAnchor(items[index], near), standard: VisualFormatParser.standardSiblingSpacing)
            }
            for predicate in element.predicates {
                switch predicate.object {
                case let .constant(value):
                    add(LayoutAnchor(items[index], size), predicate.relation, nil, value, predicate.priority)
                case let .view(name):
                    let path = name.split(separator: ".").map(String.init)
                    guard let other = try item(path, offset: predicate.offset, scalar: syntax.scalar) else { return [] }
                    add(LayoutAnchor(items[index], size), predicate.relation, LayoutAnchor(other, size), 0, predicate.priority)
                }
            }
        }
        if let connection = syntax.trailingSuperview, let superview {
            connect(connection, from: LayoutAnchor(items[items.count - 1], far), to: LayoutAnchor(superview, far),
                    standard: VisualFormatParser.standardSuperviewSpacing)
        }
        return specs
    }

    /// `|` is the superview of the views named; they must share it.
    private func commonSuperview(_ syntax: VisualFormatSyntax, items: [LayoutItem]) throws(FormatError) -> LayoutItem {
        var result: (item: LayoutItem, of: String)? = nil
        for (element, item) in zip(syntax.views, items) {
            guard case let .view(id) = item, let entry = scope.table.entries[id] else { continue }
            if let result, result.item != entry.superview {
                throw FormatError(at: syntax.scalar.location(atOffset: element.offset),
                                  "'|' needs the views of a VFL line to share a superview, but '\(element.name)' and '\(result.of)' do not")
            }
            result = (entry.superview, element.name)
        }
        return result?.item ?? .root
    }
}

extension LayoutRelation {
    /// `>=` ↔ `<=`, `==` unchanged: the same inset read from the far edge.
    var flipped: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessOrEqual: .greaterOrEqual
        case .greaterOrEqual: .lessOrEqual
        }
    }
}
