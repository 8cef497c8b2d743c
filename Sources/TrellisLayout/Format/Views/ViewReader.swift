/// Reads `views:` / `arranged:` lists into ``ViewDeclaration``s: types, ids, properties,
/// `when:` variants and children, checking every key and value.
struct ViewReader {
    static let reservedIDs = Set(["root", "safeArea", "margins", "readable", "keyboard", "superview", "self"])
        .union(GuideAliases.screen.keys)
    static let typeNames = ViewKind.allCases.map(\.rawValue)

    let options: FormatOptions
    /// First declaration of each id, for the duplicate-id message.
    private(set) var declared: [String: SourceLocation] = [:]
    private(set) var componentReferences: Set<String> = []
    private(set) var viewCount = 0

    init(options: FormatOptions) {
        self.options = options
    }

    static let commonKeys = ["hidden", "hugging", "compression", "margins", "preservesSuperviewMargins",
                             "interactive", "accessibilityLabel"]

    /// Property keys per kind (excluding the type key, `when:` and children).
    static func propertyKeys(_ kind: ViewKind) -> [String] {
        let specific: [String] = switch kind {
        case .view, .switch, .component, .navigationBar, .toolbar, .tabBar: []
        case .scroll: ["paging"]
        case .webView: ["contentHeight"]
        case .label: ["text", "style", "lines", "font", "textAlignment", "preferredMaxLayoutWidth"] + paragraphKeys
        case .button: ["title", "style", "lines", "font", "size", "contentInsets", "imagePlacement", "imagePadding"]  // size: its image
        case .textField: ["text", "placeholder", "style", "font", "textAlignment", "border"]
        case .textView: ["text", "style", "scrollEnabled", "font", "textAlignment"] + paragraphKeys
        case .image: ["size"]
        case .stack: ["axis", "distribution", "alignment", "spacing", "marginsRelative"]
        }
        return specific + commonKeys
    }

    /// A paragraph style's keys (labels and text views).
    static let paragraphKeys = ["lineSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight"]

    static func childrenKey(_ kind: ViewKind) -> String? {
        switch kind {
        case .view, .scroll: "views"
        case .stack: "arranged"
        default: nil
        }
    }

    mutating func readList(_ value: YAMLValue, what: String, depth: Int) throws(FormatError) -> [ViewDeclaration] {
        let items = try value.sequenceOrEmpty(what)
        var views: [ViewDeclaration] = []
        views.reserveCapacity(items.count)
        for item in items {
            views.append(try readView(item, depth: depth))
        }
        return views
    }

    mutating func readView(_ value: YAMLValue, depth: Int) throws(FormatError) -> ViewDeclaration {
        let mapping = try value.mapping("a view such as '- label: title'")
        guard let typeEntry = mapping.entries.first else {
            throw FormatError(at: mapping.location, "expected a view such as '- label: title', found an empty mapping")
        }
        guard let kind = ViewKind(rawValue: typeEntry.key.text) else {
            throw FormatError(at: typeEntry.key.location, "unknown view type '\(typeEntry.key.text.truncatedForMessage)'"
                              + "; expected one of " + Self.typeNames.joined(separator: ", ")
                              + Suggestion.didYouMean(typeEntry.key.text, among: Self.typeNames))
        }
        viewCount += 1
        if viewCount > options.limits.maxViews {
            throw FormatError(at: typeEntry.key.location, "more than \(options.limits.maxViews) views in one file")
        }
        if depth > options.limits.maxViewDepth {
            throw FormatError(at: typeEntry.key.location, "views nested deeper than \(options.limits.maxViewDepth) levels")
        }

        var instance: ComponentInstance? = nil
        let idValue: YAMLValue
        if kind == .component {
            let name = try typeEntry.value.scalar("a component name after 'component:'")
            try Self.checkName(name, what: "component name")
            idValue = try mapping.required("id", in: "component instance '\(name.text)'")
            var params: [YAMLMapping.Entry] = []
            if let paramsValue = mapping["params"] {
                params = try paramsValue.mapping("params of '\(name.text)'").entries
                for entry in params {
                    guard case let .scalar(scalar) = entry.value, !scalar.isNull else {
                        throw FormatError(at: entry.value.location, "expected param '\(entry.key.text)' to be a value, found \(entry.value.kindDescription)")
                    }
                }
            }
            instance = ComponentInstance(component: name.text, componentLocation: name.location, params: params)
            componentReferences.insert(name.text)
        } else {
            idValue = typeEntry.value
        }
        let idScalar = try idValue.scalar("an id for the \(kind.rawValue)")
        let id = idScalar.text
        try Self.checkID(idScalar)
        if let first = declared[id] {
            throw FormatError(at: idScalar.location, "duplicate id '\(id)'; first declared at \(first)")
        }
        declared[id] = idScalar.location

        let childrenKey = Self.childrenKey(kind)
        var allowed = [kind.rawValue] + Self.propertyKeys(kind) + ["when"]
        if let childrenKey { allowed.append(childrenKey) }
        if kind == .component { allowed += ["id", "params"] }
        try mapping.checkKeys(allowed, in: "\(kind.rawValue) '\(id)'")

        let properties = try readProperties(mapping, kind: kind, skipping: Set(allowed).subtracting(Self.propertyKeys(kind)))
        var variants: [ViewVariant] = []
        if let when = mapping["when"] {
            for entry in try when.sequenceOrEmpty("'when:' variants ('- if: CONDITION' plus properties)") {
                variants.append(try readVariant(entry, kind: kind, id: id))
            }
        }
        var children: [ViewDeclaration] = []
        if let childrenKey, let list = mapping[childrenKey] {
            children = try readList(list, what: "'\(childrenKey):' of '\(id)'", depth: depth + 1)
        }
        return ViewDeclaration(id: id, kind: kind, properties: properties, variants: variants, children: children,
                               location: typeEntry.key.location, instance: instance)
    }

    private func readVariant(_ value: YAMLValue, kind: ViewKind, id: String) throws(FormatError) -> ViewVariant {
        let mapping = try value.mapping("a variant ('- if: CONDITION' plus properties)")
        try mapping.checkKeys(["if"] + Self.propertyKeys(kind), in: "a 'when:' variant of '\(id)'")
        let condition = try mapping.required("if", in: "a 'when:' variant").scalar("a trait condition after 'if:'")
        return ViewVariant(condition: try TraitConditionParser.parse(condition, options: options),
                           properties: try readProperties(mapping, kind: kind, skipping: ["if"]),
                           location: mapping.location)
    }

    private func readProperties(_ mapping: YAMLMapping, kind: ViewKind, skipping: Set<String>) throws(FormatError) -> ViewProperties {
        var p = ViewProperties()
        for entry in mapping.entries where !skipping.contains(entry.key.text) {
            let v = entry.value
            switch entry.key.text {
            case "hidden": p.hidden = try v.bool("hidden")
            case "text": p.text = try v.string("text")
            case "title": p.title = try v.string("title")
            case "placeholder": p.placeholder = try v.string("placeholder")
            case "accessibilityLabel": p.accessibilityLabel = try v.string("accessibilityLabel")
            case "style": p.style = try v.choice("text style", TextStyle.self)
            case "lines": p.lines = try v.integer("lines", atLeast: 0)
            case "font": p.font = try readFont(v)
            case "scrollEnabled": p.scrollEnabled = try v.bool("scrollEnabled")
            case "size": p.imageSize = try readSize(v)
            case "axis": p.axis = try v.choice("axis", [StackAxis.horizontal, .vertical])
            case "distribution": p.distribution = try v.choice("distribution", StackDistribution.self)
            case "alignment": p.alignment = try v.choice("alignment", StackAlignment.self)
            case "spacing": p.spacing = try v.number("spacing")
            case "marginsRelative": p.marginsRelative = try v.bool("marginsRelative")
            case "hugging": p.hugging = try readAxisPriorities(v, what: "hugging")
            case "compression": p.compression = try readAxisPriorities(v, what: "compression")
            case "margins": p.margins = try readInsets(v, what: "margins")
            case "preservesSuperviewMargins": p.preservesSuperviewMargins = try v.bool("preservesSuperviewMargins")
            case "contentInsets": p.contentInsets = try readInsets(v, what: "contentInsets")
            case "imagePlacement": p.imagePlacement = try v.choice("image placement", ImagePlacement.self)
            case "imagePadding": p.imagePadding = try v.number("imagePadding", atLeast: 0)
            case "lineSpacing": p.lineSpacing = try v.number("lineSpacing")
            case "lineHeightMultiple": p.lineHeightMultiple = try v.number("lineHeightMultiple")
            case "minimumLineHeight": p.minimumLineHeight = try v.number("minimumLineHeight", atLeast: 0)
            case "maximumLineHeight": p.maximumLineHeight = try v.number("maximumLineHeight", atLeast: 0)
            case "interactive": p.interactive = try v.bool("interactive")
            case "textAlignment": p.textAlignment = try v.choice("text alignment", TextAlignment.self)
            case "border": p.border = try v.choice("text field border", TextFieldBorder.self)
            case "preferredMaxLayoutWidth": p.preferredMaxLayoutWidth = try v.number("preferredMaxLayoutWidth", atLeast: 0)
            case "contentHeight": p.contentHeight = try v.number("contentHeight", atLeast: 0)
            case "paging": p.paging = try v.bool("paging")
            default: break
            }
        }
        return p
    }

    private func readFont(_ value: YAMLValue) throws(FormatError) -> FixedFont {
        if case .scalar = value { return FixedFont(size: try positive(value, "font size")) }
        let mapping = try value.mapping("a font ({size, weight, family})")
        try mapping.checkKeys(["size", "weight", "family"], in: "font")
        let size = try positive(try mapping.required("size", in: "font"), "font size")
        let weight = try mapping["weight"].map { v throws(FormatError) in try v.choice("font weight", FontWeight.self) } ?? .regular
        let family = try mapping["family"].map { v throws(FormatError) in try v.choice("font family", FontFamily.self) }
        return FixedFont(size: size, weight: weight, family: family)
    }

    private func positive(_ value: YAMLValue, _ what: String) throws(FormatError) -> Double {
        let number = try value.number(what)
        if number <= 0 { throw FormatError(at: value.location, "\(what) must be greater than 0, found \(NumberSyntax.format(number))") }
        return number
    }

    private func readSize(_ value: YAMLValue) throws(FormatError) -> Size {
        let mapping = try value.mapping("a size ({width, height})")
        try mapping.checkKeys(["width", "height"], in: "size")
        return Size(width: try mapping.required("width", in: "size").number("width", atLeast: 0),
                    height: try mapping.required("height", in: "size").number("height", atLeast: 0))
    }

    private func readAxisPriorities(_ value: YAMLValue, what: String) throws(FormatError) -> AxisPriorities {
        if case .scalar = value {
            let both = try value.priority(what)
            return AxisPriorities(horizontal: both, vertical: both)
        }
        let mapping = try value.mapping("\(what) priorities ({h, v})")
        try mapping.checkKeys(["h", "v", "horizontal", "vertical"], in: what)
        var result = AxisPriorities()
        for entry in mapping.entries {
            let priority = try entry.value.priority("\(what) \(entry.key.text)")
            if entry.key.text.hasPrefix("h") { result.horizontal = priority } else { result.vertical = priority }
        }
        return result
    }

    /// `margins` and `contentInsets`: one number for every side, or `{top, leading, bottom, trailing}`.
    private func readInsets(_ value: YAMLValue, what: String) throws(FormatError) -> DirectionalInsets {
        if case .scalar = value {
            let all = try value.number(what)
            return DirectionalInsets(top: all, leading: all, bottom: all, trailing: all)
        }
        let mapping = try value.mapping("\(what) ({top, leading, bottom, trailing})")
        try mapping.checkKeys(["top", "leading", "bottom", "trailing"], in: what)
        var insets = DirectionalInsets()
        for entry in mapping.entries {
            let number = try entry.value.number("\(what) \(entry.key.text)")
            switch entry.key.text {
            case "top": insets.top = number
            case "leading": insets.leading = number
            case "bottom": insets.bottom = number
            default: insets.trailing = number
            }
        }
        return insets
    }

    static func checkID(_ scalar: YAMLScalar) throws(FormatError) {
        let id = scalar.text
        guard isIdentifier(id) else {
            throw FormatError(at: scalar.location, "invalid id '\(id.truncatedForMessage)'; ids match [A-Za-z_][A-Za-z0-9_]*")
        }
        if reservedIDs.contains(id) {
            throw FormatError(at: scalar.location, "'\(id)' is reserved (root, safeArea, margins, readable, keyboard, superview, self); choose another id")
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
        return isLetter(first) && text.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    /// Screen and component names: `[A-Za-z_][A-Za-z0-9_.-]*`.
    static func checkName(_ scalar: YAMLScalar, what: String) throws(FormatError) {
        let text = scalar.text
        let valid = text.utf8.first.map { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F } == true
            && text.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2E || $0 == 0x2D }
        if !valid || text.count > 200 {
            throw FormatError(at: scalar.location, "invalid \(what) '\(text.truncatedForMessage)'; names match [A-Za-z_][A-Za-z0-9_.-]*")
        }
    }
}
