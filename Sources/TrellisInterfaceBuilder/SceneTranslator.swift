import Foundation
import TrellisLayout

/// Translates one root view (a scene's controller view or a xib's top-level view) and everything under it.
struct SceneTranslator {
    let file: String
    let images: [String: Size]
    let isXib: Bool
    var issues: [ImportIssue] = []
    var inferredTopBar = false
    var inferredTabBar = false

    private var ids: [String: String] = [:]            // IB id → Trellis id
    private var kinds: [String: ViewKind] = [:]        // IB id → kind
    private var parents: [String: String] = [:]        // IB id → parent IB id
    private var usedIDs: Set<String> = ["root", "safeArea", "margins", "readable", "keyboard", "superview", "self"]
    private var counters: [String: Int] = [:]
    private var guides: [String: (kind: String, owner: String)] = [:]
    private var pending: [(constraint: IBElement, owner: String)] = []
    private var masks: [String: (excluded: [String], included: [String])] = [:]
    private var extra: [ConstraintSpec] = []
    private var frames: [String: Frame] = [:]
    private var misplaced: Set<String> = []
    private var textSized: Set<String> = []
    private var rootID = ""
    private var rootSize = Size(width: 0, height: 0)

    init(file: String, images: [String: Size], isXib: Bool) {
        self.file = file
        self.images = images
        self.isXib = isXib
    }

    static let viewElements: [String: ViewKind] = [
        "label": .label, "button": .button, "textField": .textField, "textView": .textView, "imageView": .image,
        "switch": .switch, "stackView": .stack, "scrollView": .scroll, "view": .view, "containerView": .view,
        "tableViewCellContentView": .view, "tableViewCell": .view, "collectionViewCell": .view,
        "collectionReusableView": .view, "visualEffectView": .view, "tableView": .view, "collectionView": .view,
    ]

    mutating func translate(root: IBElement, controller: IBElement?, name: String, deviceID: String?,
                            orientation: Orientation) -> ImportedScreen {
        rootID = root["id"] ?? "root"
        let rootFrame = frame(of: root) ?? Frame(x: 0, y: 0, width: 0, height: 0)
        rootSize = Size(width: rootFrame.width, height: rootFrame.height)
        for guide in controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"] { guides[id] = (guide["type"] == "bottom" ? "vcBottom" : "vcTop", rootID) }
        }
        collectGuidesAndConstraints(of: root, ibID: rootID)
        // A xib's top-level view is the screen's root too: IB lays it out at its saved size with
        // the document device's safe area, as a controller's view.
        let views = subviewNodes(of: root, ibID: rootID, origin: (0, 0), parentSize: rootFrame)
        var constraints: [ConstraintSpec] = []
        for (element, owner) in pending { constraints += translateConstraint(element, owner: owner) }
        constraints += extra
        let screen = Screen(name: name, description: "Imported from \((file as NSString).lastPathComponent)",
                            tags: ["imported"], views: views, constraints: constraints,
                            location: SourceLocation(file: file, line: root.line, column: 1))
        var imported = ImportedScreen(screen: screen, deviceID: deviceID, orientation: orientation,
                                      rootSize: Size(width: rootFrame.width, height: rootFrame.height),
                                      savedFrames: frames, misplaced: misplaced, textSized: textSized, fromXib: isXib)
        if let controller {
            let topBar = controller.children.first { $0["key"] == "simulatedTopBarMetrics" }
            if inferredTopBar || controller.child("navigationItem") != nil || topBar?.name == "simulatedNavigationBarMetrics" {
                imported.barInsets.top = topBar?["prompted"] == "YES" ? 74 : 44
                imported.opaqueTopBar = topBar?["translucent"] == "NO"
            }
            let bottomBar = controller.children.first { $0["key"] == "simulatedBottomBarMetrics" }
            if inferredTabBar || bottomBar?.name == "simulatedTabBarMetrics" || controller.child("tabBarItem") != nil {
                imported.barInsets.bottom = 49
            } else if bottomBar?.name == "simulatedToolbarMetrics" {
                imported.barInsets.bottom = 44
            }
            if imported.barInsets != .zero {
                issues.append(ImportIssue(file: file, line: controller.line, element: controller.name,
                                          message: "shown under simulated bars (top \(Int(imported.barInsets.top)), bottom \(Int(imported.barInsets.bottom)) pt); profiles have no bars, so safe-area constraints sit higher"))
            }
        }
        return imported
    }

    // MARK: Views

    private func location(_ element: IBElement) -> SourceLocation { SourceLocation(file: file, line: element.line, column: 1) }

    private mutating func issue(_ element: IBElement, _ message: String) {
        issues.append(ImportIssue(file: file, line: element.line, element: element.name, message: message))
    }

    private func frame(of element: IBElement) -> Frame? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        func n(_ key: String) -> Double { rect[key].flatMap(Double.init) ?? 0 }
        return Frame(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
    }

    private mutating func uniqueID(for element: IBElement, kind: ViewKind) -> String {
        let label = element["userLabel"] ?? element["customClass"]
        var base = label.map(InterfaceBuilderImporter.sanitize) ?? kind.rawValue
        if let first = base.first, first.isUppercase, !(base.dropFirst().first?.isUppercase ?? false) {
            base = first.lowercased() + base.dropFirst()
        }
        if label != nil, !usedIDs.contains(base) { usedIDs.insert(base); return base }
        var n = counters[base, default: 0]
        var id: String
        repeat { n += 1; id = base + "\(n)" } while usedIDs.contains(id)
        counters[base] = n
        usedIDs.insert(id)
        return id
    }

    /// The views under `element`: its `<subviews>` and a cell's or effect view's content view.
    private func childElements(of element: IBElement) -> [IBElement] {
        if element.name == "tableView" || element.name == "collectionView" { return [] }
        var out = element.child("subviews")?.children ?? []
        out += element.children.filter { $0["key"] == "contentView" && Self.viewElements[$0.name] != nil }
        return out
    }

    private mutating func collectGuidesAndConstraints(of element: IBElement, ibID: String) {
        for guide in element.children("viewLayoutGuide") {
            if let id = guide["id"], let key = guide["key"] { guides[id] = (key, ibID) }
        }
        for constraint in element.child("constraints")?.children("constraint") ?? [] {
            pending.append((constraint, ibID))
        }
        for variation in element.children("variation") {
            guard let key = variation["key"] else { continue }
            for mask in variation.children("mask") {
                guard mask["key"] == "constraints" else {
                    issue(mask, "size-class mask of \(mask["key"] ?? "?") not supported; ignored")
                    continue
                }
                for entry in mask.children {
                    guard let ref = entry["reference"] else { continue }
                    var m = masks[ref] ?? ([], [])
                    if entry.name == "exclude" { m.excluded.append(key) } else if entry.name == "include" { m.included.append(key) }
                    masks[ref] = m
                }
            }
            if element.name != "stackView", variation.children.contains(where: { $0.name != "mask" }) || variation.attributes.count > 1 {
                issue(variation, "size-class variation '\(key)' of <\(element.name)> not supported; the default applies")
            }
        }
    }

    private mutating func subviewNodes(of element: IBElement, ibID: String, origin: (Double, Double),
                                       parentSize: Frame) -> [ViewNode] {
        var nodes: [ViewNode] = []
        let inStack = element.name == "stackView"
        for child in childElements(of: element) {
            if let node = viewNode(child, parentIB: ibID, origin: origin, parentFrame: parentSize, arranged: inStack) {
                nodes.append(node)
            }
        }
        return nodes
    }

    private mutating func viewNode(_ element: IBElement, parentIB: String, origin: (Double, Double),
                                   parentFrame: Frame, arranged: Bool) -> ViewNode? {
        let kind: ViewKind
        if let known = Self.viewElements[element.name] {
            kind = known
            if element.name == "tableView" || element.name == "collectionView" {
                issue(element, "imported as a plain box: its cells are not laid out")
            }
        } else {
            kind = .view
            if let axes = Self.intrinsicAxes[element.name] {
                issue(element, "no Trellis view type for <\(element.name)>; a plain view with its saved "
                      + (axes.width && axes.height ? "size" : axes.width ? "width" : "height") + " as intrinsic size")
            } else {
                issue(element, "no Trellis view type for <\(element.name)>; imported as a plain view without intrinsic size")
            }
        }
        // A collection view cell's content view has no id; nothing refers to it, but its subviews count.
        let ibID = element["id"] ?? "\u{0}line\(element.line)"
        let id = uniqueID(for: element, kind: kind)
        ids[ibID] = id
        kinds[ibID] = kind
        parents[ibID] = parentIB
        let saved = frame(of: element) ?? Frame(x: 0, y: 0, width: 0, height: 0)
        let absolute = Frame(x: origin.0 + saved.x, y: origin.1 + saved.y, width: saved.width, height: saved.height)
        frames[id] = absolute
        if element["misplaced"] == "YES" { misplaced.insert(id) }
        if [.label, .button, .textField, .textView].contains(kind) { textSized.insert(id) }
        var node = ViewNode(id: id, kind: kind, properties: properties(of: element, kind: kind), location: location(element))
        if kind == .stack { node.variants = stackVariants(of: element) }
        collectGuidesAndConstraints(of: element, ibID: ibID)
        intrinsicSize(element, id: id, kind: kind, frame: saved)
        let fixed = element["fixedFrame"] == "YES" || element["translatesAutoresizingMaskIntoConstraints"] == nil
        if !arranged && fixed {
            autoresizing(element, id: id, frame: saved, parentIB: parentIB, parentFrame: parentFrame)
        }
        let childOrigin = (absolute.x, absolute.y)
        let children = subviewNodes(of: element, ibID: ibID, origin: childOrigin, parentSize: saved)
        if kind == .view || kind == .scroll || kind == .stack {
            node.children = children
        } else if !children.isEmpty {
            issue(element, "subviews of a <\(element.name)> are not imported")
        }
        return node
    }

    private mutating func properties(of element: IBElement, kind: ViewKind) -> ViewProperties {
        var p = ViewProperties()
        if element["hidden"] == "YES" { p.hidden = true }
        func priority(_ key: String) -> Double? { element[key].flatMap(Double.init) }
        let hugging = AxisPriorities(horizontal: priority("horizontalHuggingPriority"), vertical: priority("verticalHuggingPriority"))
        if hugging.horizontal != nil || hugging.vertical != nil { p.hugging = hugging }
        let compression = AxisPriorities(horizontal: priority("horizontalCompressionResistancePriority"),
                                         vertical: priority("verticalCompressionResistancePriority"))
        if compression.horizontal != nil || compression.vertical != nil { p.compression = compression }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            func n(_ k: String) -> Double? { insets[k].flatMap(Double.init) }
            p.margins = DirectionalInsets(top: n("top"), leading: n("left"), bottom: n("bottom"), trailing: n("right"))
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            func n(_ k: String) -> Double? { insets[k].flatMap(Double.init) }
            p.margins = DirectionalInsets(top: n("top"), leading: n("leading"), bottom: n("bottom"), trailing: n("trailing"))
        }
        if element.name == "tableViewCellContentView", p.margins == nil {
            // UITableViewCell's content view: 11 pt above and below, the system side margin beside.
            let side: Double = rootSize.width >= 414 ? 20 : 16
            p.margins = DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side)
        }
        if let label = element.child("accessibility")?["label"] { p.accessibilityLabel = label }
        switch kind {
        case .label:
            p.text = element["text"]
            if p.text == nil, let attributed = element.child("attributedString") {
                let fragments = attributed.children("fragment")
                p.text = fragments.compactMap { $0["content"] }.joined()
                if let font = fragments.first?.child("attributes")?.child("font"), let size = font["size"].flatMap(Double.init) {
                    let name = (font["name"] ?? "").lowercased()
                    p.font = FixedFont(size: size, weight: name.contains("bold") ? .bold : .regular)
                }
                issue(element, "attributed text imported as plain text in its first fragment's font")
            }
            p.lines = element["numberOfLines"].flatMap(Int.init) ?? 1
            if p.font == nil { applyFont(element, to: &p) }
        case .button:
            let normal = element.children("state").first { $0["key"] == "normal" }
            p.title = normal?["title"] ?? element.child("buttonConfiguration")?["title"]
            if p.title == nil, let image = normal?["image"] {
                issue(element, "image button '\(image)': its image size (when the document lists it) stands in for the intrinsic size")
            }
            applyFont(element, to: &p)
        case .textField:
            p.text = element["text"]
            p.placeholder = element["placeholder"]
            if let border = element["borderStyle"], border != "roundedRect" {
                issue(element, "border style '\(border)' is measured as a rounded-rect field")
            }
            applyFont(element, to: &p)
        case .textView:
            if element["scrollEnabled"] == "NO" { p.scrollEnabled = false }
            p.text = element.children.first { $0.name == "string" && $0["key"] == "text" }?.text ?? element["text"]
            applyFont(element, to: &p)
        case .image:
            if let name = element["image"], let size = images[name] { p.imageSize = size }
        case .stack:
            p.axis = element["axis"] == "vertical" ? .vertical : .horizontal
            if let d = element["distribution"] {
                if let value = StackDistribution(rawValue: d) { p.distribution = value } else { issue(element, "unknown distribution '\(d)'") }
            }
            if let a = element["alignment"] {
                if let value = StackAlignment(rawValue: a == "baseline" ? "lastBaseline" : a) { p.alignment = value } else { issue(element, "unknown alignment '\(a)'") }
            }
            if let s = element["spacing"].flatMap(Double.init) { p.spacing = s } else if element["spacingType"] == "standard" { p.spacing = 8 }
            // IB writes a stack view's layoutMargins only when its arrangement follows them.
            if element["layoutMarginsRelativeArrangement"] == "YES" || p.margins != nil { p.marginsRelative = true }
            if element["baselineRelativeArrangement"] == "YES" { issue(element, "baseline-relative arrangement is not supported") }
        default:
            break
        }
        return p
    }

    private mutating func stackVariants(of element: IBElement) -> [ViewVariant] {
        var out: [ViewVariant] = []
        for variation in element.children("variation") {
            guard let key = variation["key"], key != "default", let condition = condition(forKey: key, at: variation) else { continue }
            var p = ViewProperties()
            if let axis = variation["axis"] { p.axis = axis == "vertical" ? .vertical : .horizontal }
            if let d = variation["distribution"] { p.distribution = StackDistribution(rawValue: d) }
            if let a = variation["alignment"] { p.alignment = StackAlignment(rawValue: a) }
            if let s = variation["spacing"].flatMap(Double.init) { p.spacing = s }
            if p != ViewProperties() { out.append(ViewVariant(condition: condition, properties: p, location: location(variation))) }
        }
        return out
    }

    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    private mutating func applyFont(_ element: IBElement, to p: inout ViewProperties) {
        guard let font = element.child("fontDescription", key: "fontDescription") else { return }
        if let style = font["style"] {
            if let value = Self.textStyles[style] { p.style = value } else { issue(font, "unknown text style '\(style)'; body used"); p.style = .body }
            return
        }
        guard let size = font["pointSize"].flatMap(Double.init), size > 0 else { issue(font, "font without a point size"); return }
        if let type = font["type"] {
            var weight = font["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular
            if type == "boldSystem" { weight = .bold }
            if type == "italicSystem" { issue(font, "italic measured as the upright system font") }
            p.font = FixedFont(size: size, weight: weight)
        } else {
            let name = (font["name"] ?? font["family"] ?? "").lowercased()
            let weight: FontWeight = name.contains("semibold") || name.contains("demi") ? .semibold
                : name.contains("bold") ? .bold : name.contains("heavy") ? .heavy : name.contains("black") ? .black
                : name.contains("medium") ? .medium : name.contains("light") ? .light : .regular
            p.font = FixedFont(size: size, weight: weight)
            issue(font, "custom font '\(font["name"] ?? font["family"] ?? "?")' measured with the system font at \(size) pt")
        }
    }

    // MARK: Intrinsic sizes Trellis has no view type for

    /// Controls with a system intrinsic size per axis; their saved frame stands in for it.
    static let intrinsicAxes: [String: (width: Bool, height: Bool)] = [
        "slider": (false, true), "progressView": (false, true), "activityIndicatorView": (true, true),
        "segmentedControl": (true, true), "pageControl": (true, true), "stepper": (true, true),
        "pickerView": (false, true), "datePicker": (true, true),
    ]

    /// An intrinsic size as UIKit turns it into constraints: `size >= n` at the compression
    /// resistance priority and `size <= n` at the hugging priority. From IB's
    /// `placeholderIntrinsicWidth/Height`, or the saved frame for controls Trellis has no type for.
    private mutating func intrinsicSize(_ element: IBElement, id: String, kind: ViewKind, frame f: Frame) {
        var width: Double?, height: Double?
        if kind == .view, let axes = Self.intrinsicAxes[element.name] {
            if axes.width { width = f.width }
            if axes.height { height = f.height }
        }
        if kind == .button, let normal = element.children("state").first(where: { $0["key"] == "normal" }),
           normal["title"] == nil, let image = normal["image"].flatMap({ images[$0] }) {
            let insets = element.children.first { $0.name == "inset" && $0["key"] == "contentEdgeInsets" }
            func n(_ k: String) -> Double { insets?[k].flatMap(Double.init) ?? 0 }
            width = image.width + n("minX") + n("maxX")
            height = image.height + n("minY") + n("maxY")
        }
        if let w = element["placeholderIntrinsicWidth"].flatMap(Double.init) { width = w }
        if let h = element["placeholderIntrinsicHeight"].flatMap(Double.init) { height = h }
        let here = location(element)
        func emit(_ attribute: LayoutAttribute, _ value: Double, hugging: String, compression: String) {
            let hug = element[hugging].flatMap(Double.init) ?? 250
            let resist = element[compression].flatMap(Double.init) ?? 750
            extra.append(spec(LayoutAnchor(.view(id), attribute), .greaterOrEqual, nil, constant: value, priority: resist, at: here))
            extra.append(spec(LayoutAnchor(.view(id), attribute), .lessOrEqual, nil, constant: value, priority: hug, at: here))
        }
        if let width { emit(.width, width, hugging: "horizontalHuggingPriority", compression: "horizontalCompressionResistancePriority") }
        if let height { emit(.height, height, hugging: "verticalHuggingPriority", compression: "verticalCompressionResistancePriority") }
    }

    // MARK: Autoresizing

    /// A frame-positioned view: its autoresizing mask as constraints, exact at the saved parent size.
    private mutating func autoresizing(_ element: IBElement, id: String, frame f: Frame, parentIB: String, parentFrame: Frame) {
        let mask = element.child("autoresizingMask", key: "autoresizingMask")
        func flag(_ k: String) -> Bool { mask?[k] == "YES" }
        let here = location(element)
        let parentKind = kinds[parentIB]
        let position: LayoutItem = parentIB == rootID ? .root : parentKind == .scroll ? .scrollContent(ids[parentIB] ?? "") : .view(ids[parentIB] ?? "")
        let size: LayoutItem = parentIB == rootID ? .root : parentKind == .scroll ? .scrollFrame(ids[parentIB] ?? "") : .view(ids[parentIB] ?? "")
        func axis(minFlex: Bool, sizeFlex: Bool, maxFlex: Bool, origin: Double, length: Double, parent: Double,
                  lead: LayoutAttribute, trail: LayoutAttribute, center: LayoutAttribute, dimension: LayoutAttribute) -> [ConstraintSpec] {
            let trailing = parent - origin - length
            var out: [ConstraintSpec] = []
            if sizeFlex {
                let flexible = [minFlex ? origin : nil, length, maxFlex ? trailing : nil].compactMap { $0 }
                let total = flexible.reduce(0, +)
                let share = total > 0 ? length / total : 1 / Double(flexible.count)
                out.append(spec(LayoutAnchor(.view(id), dimension), .equal, LayoutAnchor(size, dimension),
                                multiplier: share, constant: length - share * parent, at: here))
            } else {
                out.append(spec(LayoutAnchor(.view(id), dimension), .equal, nil, constant: length, at: here))
            }
            if !minFlex {
                out.append(spec(LayoutAnchor(.view(id), lead), .equal, LayoutAnchor(position, lead), constant: origin, at: here))
            } else if !maxFlex {
                out.append(spec(LayoutAnchor(.view(id), trail), .equal, LayoutAnchor(position, trail), constant: -trailing, at: here))
            } else {
                out.append(spec(LayoutAnchor(.view(id), center), .equal, LayoutAnchor(position, center),
                                constant: origin + length / 2 - parent / 2, at: here))
            }
            return out
        }
        extra += axis(minFlex: flag("flexibleMinX"), sizeFlex: flag("widthSizable"), maxFlex: flag("flexibleMaxX"),
                      origin: f.x, length: f.width, parent: parentFrame.width, lead: .left, trail: .right, center: .centerX, dimension: .width)
        extra += axis(minFlex: flag("flexibleMinY"), sizeFlex: flag("heightSizable"), maxFlex: flag("flexibleMaxY"),
                      origin: f.y, length: f.height, parent: parentFrame.height, lead: .top, trail: .bottom, center: .centerY, dimension: .height)
    }

    private func spec(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?, multiplier: Double = 1,
                      constant: Double, priority: Double = 1000, condition: TraitCondition? = nil,
                      at location: SourceLocation) -> ConstraintSpec {
        var spec = ConstraintSpec(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                                  priority: priority, condition: condition, source: "", location: location)
        spec.source = ConstraintText.text(spec)
        return spec
    }

    // MARK: Constraints

    private func condition(forKey key: String, at element: IBElement) -> TraitCondition? {
        var result: TraitCondition?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=").map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
            let c: TraitCondition
            switch pair[0] {
            case "widthClass": c = .horizontalSizeClass(value, negated: false)
            case "heightClass": c = .verticalSizeClass(value, negated: false)
            default: return nil
            }
            result = result.map { .and($0, c) } ?? c
        }
        return result
    }

    private func isDescendant(_ ibID: String, of ancestor: String) -> Bool {
        var current = parents[ibID]
        while let c = current {
            if c == ancestor { return true }
            current = parents[c]
        }
        return false
    }

    private mutating func anchor(_ ibID: String, _ attributeText: String, other: String?, at element: IBElement) -> LayoutAnchor? {
        var text = attributeText
        let margin = text.hasSuffix("Margin")
        if margin { text = String(text.dropLast("Margin".count)) }
        if text == "baseline" { text = "lastBaseline" }
        guard let attribute = LayoutAttribute(rawValue: text) else {
            issue(element, "unknown attribute '\(attributeText)'"); return nil
        }
        if let guide = guides[ibID] {
            let ownerIsRoot = guide.owner == rootID
            switch guide.kind {
            case "safeArea":
                if ownerIsRoot { return LayoutAnchor(.safeArea, attribute) }
                guard let owner = ids[guide.owner], let f = frames[owner] else { return nil }
                // A subview's safe area is its bounds less their overlap with the screen's safe-area
                // insets: an edge that reaches the root's edge follows the root's safe area.
                let reaches: Bool = switch attribute {
                case .top: f.y <= 0
                case .bottom: f.maxY >= rootSize.height
                case .left, .leading: f.x <= 0
                case .right, .trailing: f.maxX >= rootSize.width
                default: false
                }
                if reaches { return LayoutAnchor(.safeArea, attribute) }
                if attribute.kind == .size || attribute == .centerX || attribute == .centerY {
                    issue(element, "size or centre of a subview's safe area taken as the view's own")
                }
                return LayoutAnchor(.view(owner), attribute)
            case "contentLayoutGuide": return ids[guide.owner].map { LayoutAnchor(.scrollContent($0), attribute) }
            case "frameLayoutGuide": return ids[guide.owner].map { LayoutAnchor(.scrollFrame($0), attribute) }
            case "vcTop": return attribute == .bottom ? LayoutAnchor(.safeArea, .top) : LayoutAnchor(.root, attribute)
            case "vcBottom": return attribute == .top ? LayoutAnchor(.safeArea, .bottom) : LayoutAnchor(.root, attribute)
            default: issue(element, "layout guide '\(guide.kind)' not supported"); return nil
            }
        }
        if ibID == rootID { return LayoutAnchor(margin ? .margins : .root, attribute) }
        guard let id = ids[ibID] else {
            issue(element, "refers to '\(ibID)', which was not imported"); return nil
        }
        if margin { return LayoutAnchor(.viewMargins(id), attribute) }
        if kinds[ibID] == .scroll, let other, isDescendant(other, of: ibID) {
            // The classic rule: edges to the scroll view mean its content, sizes and centres its frame.
            let frameLike: Set<LayoutAttribute> = [.width, .height, .centerX, .centerY]
            return LayoutAnchor(frameLike.contains(attribute) ? .scrollFrame(id) : .scrollContent(id), attribute)
        }
        return LayoutAnchor(.view(id), attribute)
    }

    static func multiplier(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("%") { return Double(t.dropLast()).map { $0 / 100 } }
        for separator in [":", "/"] where t.contains(separator) {
            let parts = t.split(separator: Character(separator)).compactMap { Double($0) }
            guard parts.count == 2, parts[1] != 0 else { return nil }
            return parts[0] / parts[1]
        }
        return Double(t)
    }

    private mutating func translateConstraint(_ element: IBElement, owner: String) -> [ConstraintSpec] {
        if element["placeholder"] == "YES" { return [] }
        let constraintID = element["id"] ?? ""
        var condition: TraitCondition?
        if let m = masks[constraintID] {
            let included = m.included.compactMap { self.condition(forKey: $0, at: element) }
            let excluded = m.excluded.filter { $0 != "default" }.compactMap { self.condition(forKey: $0, at: element) }
            if m.excluded.contains("default") {
                guard let first = included.first else { return [] }
                condition = included.dropFirst().reduce(first) { .or($0, $1) }
            } else if let first = excluded.first {
                condition = .not(excluded.dropFirst().reduce(first) { .or($0, $1) })
            }
        }
        let firstID = element["firstItem"] ?? owner
        let secondID = element["secondItem"]
        guard let firstAttribute = element["firstAttribute"],
              let first = anchor(firstID, firstAttribute, other: secondID, at: element) else { return [] }
        var second: LayoutAnchor?
        if let secondID, let secondAttribute = element["secondAttribute"], secondAttribute != "notAnAttribute" {
            guard let anchor = anchor(secondID, secondAttribute, other: firstID, at: element) else { return [] }
            second = anchor
        }
        if first.attribute.kind != (second?.attribute.kind ?? first.attribute.kind) || (second == nil && first.attribute.kind != .size) {
            issue(element, "mixes incompatible attributes; dropped"); return []
        }
        let relation: LayoutRelation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterOrEqual
        case "lessThanOrEqual": .lessOrEqual
        default: .equal
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            if let value = Self.multiplier(text) { multiplier = value } else { issue(element, "unreadable multiplier '\(text)'; 1 used") }
        }
        let constant = element["constant"].flatMap(Double.init) ?? 0
        let priority = min(1000, max(1, element["priority"].flatMap(Double.init) ?? 1000))
        let here = location(element)
        var out: [ConstraintSpec] = []
        let overrides = element.children("variation").filter { $0["constant"] != nil }
        let overrideConditions = overrides.compactMap { v in self.condition(forKey: v["key"] ?? "", at: v).map { (v, $0) } }
        var baseCondition = condition
        for (variation, c) in overrideConditions {
            baseCondition = baseCondition.map { .and($0, .not(c)) } ?? .not(c)
            let value = variation["constant"].flatMap(Double.init) ?? constant
            out.append(spec(first, relation, second, multiplier: multiplier, constant: value, priority: priority,
                            condition: condition.map { .and($0, c) } ?? c, at: location(variation)))
        }
        out.insert(spec(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                        condition: baseCondition, at: here), at: 0)
        return out
    }
}
