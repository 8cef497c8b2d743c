import Foundation
import TrellisLayout

/// Translates one root view (a scene's controller view or a xib's top-level view) and everything under it.
struct SceneTranslator {
    let file: String
    let images: [String: Size]
    let isXib: Bool
    var issues: [ImportIssue] = []
    /// The navigation bar IB infers over this controller, if any.
    var inferredTopBar: InferredNavigationBar?
    var inferredTabBar = false
    var inferredOpaqueTabBar = false
    var inferredToolbar = false
    /// IB infers no status bar for this controller from the container or controller that shows it.
    var inferredNoStatusBar = false
    /// The build of Interface Builder that saved the document (`InterfaceBuilderImporter.toolsVersion(of:)`).
    var toolsVersion: Int?

    var ids: [String: String] = [:]            // IB id → Trellis id
    var kinds: [String: ViewKind] = [:]        // IB id → kind
    var parents: [String: String] = [:]        // IB id → parent IB id
    var usedIDs: Set<String> = ["root", "safeArea", "margins", "readable", "keyboard", "superview", "self"]
    var counters: [String: Int] = [:]
    var guides: [String: (kind: String, owner: String)] = [:]
    var pending: [(constraint: IBElement, owner: String)] = []
    var masks: [String: (excluded: [String], included: [String])] = [:]
    var extra: [ConstraintSpec] = []
    /// Constants of `extra` that earlier SDKs size differently (by index into `extra`).
    var sdkConstants: [PlatformSDK: [Int: Double]] = [:]
    var iOS12Glyphs: Set<String> = []
    var frames: [String: Frame] = [:]
    var misplaced: Set<String> = []
    var markedAmbiguous: Set<String> = []
    var textSized: Set<String> = []
    var cellsWithDefaultMargins: Set<String> = []
    var hiddenIndicatorsInStacks: Set<String> = []
    /// The document's `<designables>`: IB id → the intrinsic size its canvas drew the view at.
    var designables: [String: Size] = [:]
    var designableConstraints: [ConstraintSpec] = []
    var drawnByDesignable: Set<String> = []
    var rootID = ""
    var rootSize = Size(width: 0, height: 0)

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
        "wkWebView": .webView, "webView": .webView,
    ]

    /// The content priorities a view unarchived from a nib gets when the nib has none.
    static let archivedDefaultHugging = 250.0
    static let archivedDefaultCompression = 750.0

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
        var documentConstraints: [ConstraintSpec] = []
        var placeholders: [ConstraintSpec] = []
        for (element, owner) in pending {
            let specs = translateConstraint(element, owner: owner)
            if element["placeholder"] == "YES" { placeholders += specs } else { documentConstraints += specs }
        }
        let screen = Screen(name: name, description: "Imported from \((file as NSString).lastPathComponent)",
                            tags: ["imported"], views: views, constraints: documentConstraints + extra,
                            location: SourceLocation(file: file, line: root.line, column: 1))
        var imported = ImportedScreen(screen: screen, deviceID: deviceID, orientation: orientation,
                                      rootSize: Size(width: rootFrame.width, height: rootFrame.height),
                                      savedFrames: frames, misplaced: misplaced, textSized: textSized, fromXib: isXib)
        imported.documentConstraints = documentConstraints
        imported.markedAmbiguous = markedAmbiguous
        imported.cellsWithDefaultMargins = cellsWithDefaultMargins
        imported.hiddenIndicatorsInStacks = hiddenIndicatorsInStacks
        imported.placeholderConstraints = placeholders
        imported.designableConstraints = designableConstraints
        imported.drawnByDesignable = drawnByDesignable
        imported.rootHasSafeAreaGuide = root.children.contains { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }
        imported.rootIsCell = isXib && ["tableViewCell", "collectionViewCell"].contains(root.name)
        imported.iOS12Glyphs = iOS12Glyphs
        imported.sdkConstants = sdkConstants.mapValues { constants in
            Dictionary(uniqueKeysWithValues: constants.map { ($0.key + documentConstraints.count, $0.value) })
        }
        imported.freeformRoot = controller?.child("freeformSimulatedSizeMetrics") != nil
        imported.freeformSizeOnly = !imported.freeformRoot && controller?.child("size", key: "freeformSize") != nil
        // A xib's top-level view carries its own simulated bars, drawn as over a controller's view.
        if let barOwner = controller ?? (isXib ? root : nil) { simulateBars(of: barOwner, over: &imported) }
        return imported
    }

    // MARK: Views

    func location(_ element: IBElement) -> SourceLocation { SourceLocation(file: file, line: element.line, column: 1) }

    mutating func issue(_ element: IBElement, _ message: String) {
        issues.append(ImportIssue(file: file, line: element.line, element: element.name, message: message))
    }

    mutating func uniqueID(for element: IBElement, kind: ViewKind) -> String {
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
    func childElements(of element: IBElement) -> [IBElement] {
        if element.name == "tableView" || element.name == "collectionView" { return [] }
        var out = element.child("subviews")?.children ?? []
        out += element.children.filter { $0["key"] == "contentView" && Self.viewElements[$0.name] != nil }
        return out
    }

    mutating func collectGuidesAndConstraints(of element: IBElement, ibID: String) {
        for guide in element.children("viewLayoutGuide") {
            if let id = guide["id"], let key = guide["key"] { guides[id] = (key, ibID) }
        }
        for constraint in element.child("constraints")?.children("constraint") ?? [] {
            pending.append((constraint, ibID))
        }
        for variation in element.children("variation") {
            guard let key = variation["key"] else { continue }
            for mask in variation.children("mask") {
                // Constraints and subviews a size class leaves out: a left-out view does not exist there.
                guard mask["key"] == "constraints" || mask["key"] == "subviews" else {
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
        }
    }

    mutating func subviewNodes(of element: IBElement, ibID: String, origin: (Double, Double),
                                       parentSize: Frame) -> [ViewNode] {
        var nodes: [ViewNode] = []
        let inStack = element.name == "stackView"
        for child in childElements(of: element) {
            if let node = viewNode(child, in: element, parentIB: ibID, origin: origin, parentFrame: parentSize, arranged: inStack) {
                nodes.append(node)
            }
        }
        return nodes
    }

    mutating func viewNode(_ element: IBElement, in container: IBElement, parentIB: String, origin: (Double, Double),
                                   parentFrame: Frame, arranged: Bool) -> ViewNode? {
        let kind: ViewKind
        if let known = Self.viewElements[element.name] {
            kind = known
            if element.name == "tableView" || element.name == "collectionView" {
                issue(element, "imported as a plain box: its cells are not laid out")
            }
        } else {
            kind = .view
            if Self.systemControl(element) != nil {
                issue(element, "no Trellis view type for <\(element.name)>; a plain view with UIKit's intrinsic size for it")
            } else if let axes = Self.intrinsicAxes[element.name] {
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
        let saved = Self.alignmentRect(of: element.name, frame: layoutFrame(of: element, in: parentFrame, container: container))
        let absolute = Frame(x: origin.0 + saved.x, y: origin.1 + saved.y, width: saved.width, height: saved.height)
        frames[id] = absolute
        // IB's own verdicts on the frame it saved: stale (misplaced) or not fixed by the constraints (ambiguous).
        if element["misplaced"] == "YES" || element["ambiguous"] == "YES" { misplaced.insert(id) }
        if element["ambiguous"] == "YES" { markedAmbiguous.insert(id) }
        var node = ViewNode(id: id, kind: kind, properties: properties(of: element, kind: kind), location: location(element))
        if element.name == "tableViewCellContentView", node.properties.margins == nil {
            // UITableViewCell's content view: 11 pt above and below, 16 beside on the 375 pt phones
            // and 20 from the 390 pt ones on, where root views keep 16 (cells pinned to the margin
            // sit 20 in on the 390 and 393 pt canvases in 4 documents of 4 repositories, 16 in on the
            // 375 pt ones in 21 of 21 that pin one).
            let side: Double = rootSize.width >= Self.wideCellWidth ? 20 : 16
            node.properties.margins = DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side)
            cellsWithDefaultMargins.insert(id)
        }
        if arranged, element.name == "activityIndicatorView", node.properties.hidden == true { hiddenIndicatorsInStacks.insert(id) }
        // An image-only or empty button is sized by its image or UIKit's empty content, not by text.
        if [.label, .textField, .textView].contains(kind) || (kind == .button && node.properties.title != nil) { textSized.insert(id) }
        node.variants = variants(of: element, kind: kind)
        switch installation(of: ibID, at: element) {
        case .always: break
        case .never: node.properties.hidden = true
        case .when(let installed):
            node.variants.append(ViewVariant(condition: .not(installed), properties: ViewProperties(hidden: true), location: location(element)))
        }
        collectGuidesAndConstraints(of: element, ibID: ibID)
        intrinsicSize(element, id: id, kind: kind, frame: saved)
        let fixed = element["fixedFrame"] == "YES" || element["translatesAutoresizingMaskIntoConstraints"] == nil
        if !arranged && fixed {
            // The mask keeps the frame; constraints place a switch's alignment rect, 2 pt narrower.
            var alignment = saved
            if kind == .switch { alignment.width -= ControlMetrics.switchFrameOutsetRight }
            autoresizing(element, id: id, frame: alignment, parentIB: parentIB, parentFrame: parentFrame)
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

    mutating func properties(of element: IBElement, kind: ViewKind) -> ViewProperties {
        var p = ViewProperties()
        if element["hidden"] == "YES" { p.hidden = true }
        if kind == .scroll, element["pagingEnabled"] == "YES" { p.paging = true }
        func priority(_ key: String) -> Double? { element[key].flatMap(Double.init) }
        var hugging = AxisPriorities(horizontal: priority("horizontalHuggingPriority"), vertical: priority("verticalHuggingPriority"))
        if kind == .label || kind == .image {
            // Interface Builder writes every priority but the archive's defaults (hugging 250,
            // compression 750), so an omitted hugging is 250, not the 251 Trellis gives a label or
            // image view by default: across the corpus and three held-out samples 5,959 hugging
            // attributes say 251 and none 250; 6 documents of 6 repositories match only so.
            hugging.horizontal = hugging.horizontal ?? Self.archivedDefaultHugging
            hugging.vertical = hugging.vertical ?? Self.archivedDefaultHugging
        }
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
        if element["preservesSuperviewLayoutMargins"] == "YES" { p.preservesSuperviewMargins = true }
        if let label = element.child("accessibility")?["label"] { p.accessibilityLabel = label }
        switch kind {
        case .label:
            p.text = element.string("text")
            if p.text == nil, let attributed = element.child("attributedString") {
                (p.text, p.font) = Self.attributedText(attributed)
                Self.applyParagraphStyle(attributed, to: &p)
                issue(element, "attributed text imported as plain text in its first fragment's font and paragraph style")
            }
            p.lines = element["numberOfLines"].flatMap(Int.init) ?? 1
            // An explicit wrapping width (IB writes it only when set): the intrinsic size wraps there.
            p.preferredMaxLayoutWidth = element["preferredMaxLayoutWidth"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
            p.textAlignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:))
            if p.font == nil { applyFont(element, to: &p) }
        case .button:
            if let configuration = element.child("buttonConfiguration") {
                configure(&p, from: configuration, of: element)
                return p
            }
            configureLegacyButton(&p, from: element)
            if p.font == nil { applyFont(element, to: &p) }
        case .textField:
            p.text = element.string("text")
            p.placeholder = element.string("placeholder")
            // IB writes the style only when it is not UIKit's default, none.
            switch element["borderStyle"] {
            case nil, "none": p.border = .borderless
            case "roundedRect": break
            case let border?:
                if let style = TextFieldBorder(rawValue: border) { p.border = style }
                else { issue(element, "border style '\(border)' is measured as a rounded-rect field") }
            }
            applyFont(element, to: &p)
        case .textView:
            if element["scrollEnabled"] == "NO" { p.scrollEnabled = false }
            p.text = element.string("text")
            if p.text == nil, let attributed = element.child("attributedString") {
                (p.text, p.font) = Self.attributedText(attributed)
                Self.applyParagraphStyle(attributed, to: &p)
            }
            if p.font == nil { applyFont(element, to: &p) }
        case .image:
            if let name = element["image"], let size = images[name] {
                p.imageSize = size
            } else if let name = element["image"], element["catalog"] == "system" {
                p.imageSize = frame(of: element).map { Size(width: $0.width, height: $0.height) }
                issue(element, "SF Symbol '\(name)': the document does not give its drawn size; its saved size stands in")
            }
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

    /// Size-class `<variation>`s as `when:` variants: a stack's axis, distribution, alignment and
    /// spacing, a text view's replacement font, and `hidden`. Masks are the constraints' business
    /// (`collectGuidesAndConstraints`); anything else is reported and the default applies.
    mutating func variants(of element: IBElement, kind: ViewKind) -> [ViewVariant] {
        var out: [ViewVariant] = []
        let textKinds: [ViewKind] = [.label, .button, .textField, .textView]
        for variation in element.children("variation") {
            guard let key = variation["key"], key != "default" else { continue }
            guard let condition = condition(forKey: key, at: variation) else {
                issue(variation, "variation '\(key)' is not a size class; the default applies")
                continue
            }
            var p = ViewProperties()
            var unsupported = variation.children.filter { $0.name != "mask" }.map { "<\($0.name)>" }
            if textKinds.contains(kind), variation.child("fontDescription", key: "fontDescription") != nil {
                applyFont(variation, to: &p)
                unsupported.removeAll { $0 == "<fontDescription>" }
            }
            for (attribute, value) in variation.attributes where attribute != "key" {
                switch (attribute, kind) {
                case ("hidden", _): p.hidden = value == "YES"
                case ("axis", .stack): p.axis = value == "vertical" ? .vertical : .horizontal
                case ("distribution", .stack): p.distribution = StackDistribution(rawValue: value)
                case ("alignment", .stack): p.alignment = StackAlignment(rawValue: value)
                case ("spacing", .stack): p.spacing = Double(value)
                default: unsupported.append(attribute)
                }
            }
            if !unsupported.isEmpty {
                issue(variation, "size-class variation '\(key)' of <\(element.name)>: \(unsupported.sorted().joined(separator: ", ")) "
                    + "not supported; the default applies")
            }
            if p != ViewProperties() { out.append(ViewVariant(condition: condition, properties: p, location: location(variation))) }
        }
        return out
    }
}
