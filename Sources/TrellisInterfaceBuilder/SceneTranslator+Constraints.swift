import Foundation
import TrellisLayout

/// The translator's second half: what IB leaves implicit (intrinsic sizes of controls Trellis
/// has no type for, autoresizing masks) and the constraints themselves.
extension SceneTranslator {
    // MARK: Intrinsic sizes Trellis has no view type for

    /// Controls with a system intrinsic size per axis; their saved frame stands in for it.
    static let intrinsicAxes: [String: (width: Bool, height: Bool)] = [
        "slider": (false, true), "progressView": (false, true), "activityIndicatorView": (true, true),
        "segmentedControl": (true, true), "pageControl": (true, true), "stepper": (true, true),
        "pickerView": (true, true), "datePicker": (true, true),
        "toolbar": (false, true), "navigationBar": (false, true), "tabBar": (false, true), "searchBar": (false, true),
    ]

    /// Controls whose frame reaches past the alignment rect constraints place, by how much. IB saves
    /// the frame; the translator works with the alignment rect. Every slider frame in the corpus is
    /// 2 pt wider than its constrained edges on each side and 1 pt taller at the bottom (`x="-2"`
    /// with `width` + 4 in a container, height equal to a 1 pt shorter sibling's). A segmented
    /// control's frame (32 pt, 29 before iOS 13) is 1 pt taller at the bottom than what constraints
    /// align: every constraint from its bottom to a sibling's top (12 of 12) or to the superview's
    /// bottom (8 of 8) fits only so, in 8 documents of 8 repositories, Xcode 7 to 16; its top and
    /// sides show nothing.
    static let frameOutsets: [String: EdgeInsets] = [
        "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    /// The controls whose size UIKit fixes (by SDK), rather than their saved frame.
    static func systemControl(_ element: IBElement) -> SystemControl? {
        switch element.name {
        case "segmentedControl": .segmentedControl
        case "stepper": .stepper
        case "pageControl": .pageControl
        case "activityIndicatorView": .activityIndicator(large: ["large", "whiteLarge"].contains(element["style"] ?? ""))
        default: nil
        }
    }

    static func alignmentRect(of elementName: String, frame f: Frame) -> Frame {
        guard let o = frameOutsets[elementName] else { return f }
        return Frame(x: f.x + o.left, y: f.y + o.top, width: f.width - o.left - o.right, height: f.height - o.top - o.bottom)
    }

    /// An intrinsic size as UIKit turns it into constraints: `size >= n` at the compression
    /// resistance priority and `size <= n` at the hugging priority. From IB's
    /// `placeholderIntrinsicWidth/Height`, or the saved frame for controls Trellis has no type for.
    /// (A button's content insets are its own property: the engine measures them.) An
    /// `@IBDesignable` view's size as IB's canvas ran its code is kept for the frame check alone.
    mutating func intrinsicSize(_ element: IBElement, id: String, kind: ViewKind, frame f: Frame) {
        var width: Double?, height: Double?
        // Earlier SDKs' sizes where they differ, for the canvas of documents their Xcodes saved.
        var earlier: [PlatformSDK: (width: Double?, height: Double?)] = [:]
        if kind == .view, let axes = Self.intrinsicAxes[element.name] {
            if axes.width { width = f.width }
            if axes.height { height = f.height }
            if let control = Self.systemControl(element) {
                // The metrics are frame sizes; constraints size the alignment rect.
                let outsets = Self.frameOutsets[element.name] ?? .zero
                func aligned(_ size: (width: Double?, height: Double?)) -> (width: Double?, height: Double?) {
                    (size.width.map { $0 - outsets.left - outsets.right }, size.height.map { $0 - outsets.top - outsets.bottom })
                }
                let current = aligned(ControlMetrics.intrinsicSize(of: control, sdk: .current))
                width = current.width ?? width
                height = current.height ?? height
                for sdk in [PlatformSDK.iOS14, .iOS12, .iOS10] {
                    let old = aligned(ControlMetrics.intrinsicSize(of: control, sdk: sdk))
                    earlier[sdk] = (old.width != current.width ? old.width : nil, old.height != current.height ? old.height : nil)
                }
            }
        }
        if let w = element["placeholderIntrinsicWidth"].flatMap(Double.init) { width = w }
        if let h = element["placeholderIntrinsicHeight"].flatMap(Double.init) { height = h }
        if width == nil, height == nil, kind != .stack, kind != .scroll, let drawn = designables[element["id"] ?? ""] {
            designableConstraints += intrinsicConstraints(element, id: id, width: drawn.width, height: drawn.height)
            drawnByDesignable.insert(id)
            return
        }
        func emitEarlier(_ value: (PlatformSDK) -> Double?) {
            for sdk in earlier.keys {
                guard let old = value(sdk) else { continue }
                sdkConstants[sdk, default: [:]][extra.count - 2] = old
                sdkConstants[sdk, default: [:]][extra.count - 1] = old
            }
        }
        if let width {
            extra += intrinsicConstraints(element, id: id, width: width, height: nil)
            emitEarlier { earlier[$0]?.width }
        }
        if let height {
            extra += intrinsicConstraints(element, id: id, width: nil, height: height)
            emitEarlier { earlier[$0]?.height }
        }
    }

    /// `size >= n` at the compression resistance priority and `size <= n` at the hugging priority, per axis given.
    func intrinsicConstraints(_ element: IBElement, id: String, width: Double?, height: Double?) -> [ConstraintSpec] {
        let here = location(element)
        func pair(_ attribute: LayoutAttribute, _ value: Double, hugging: String, compression: String) -> [ConstraintSpec] {
            let hug = element[hugging].flatMap(Double.init) ?? Self.archivedDefaultHugging
            let resist = element[compression].flatMap(Double.init) ?? Self.archivedDefaultCompression
            return [spec(LayoutAnchor(.view(id), attribute), .greaterOrEqual, nil, constant: value, priority: resist, at: here),
                    spec(LayoutAnchor(.view(id), attribute), .lessOrEqual, nil, constant: value, priority: hug, at: here)]
        }
        return (width.map { pair(.width, $0, hugging: "horizontalHuggingPriority", compression: "horizontalCompressionResistancePriority") } ?? [])
            + (height.map { pair(.height, $0, hugging: "verticalHuggingPriority", compression: "verticalCompressionResistancePriority") } ?? [])
    }

    // MARK: Autoresizing

    /// A frame-positioned view: its autoresizing mask as constraints, exact at the saved parent size.
    mutating func autoresizing(_ element: IBElement, id: String, frame f: Frame, parentIB: String, parentFrame: Frame) {
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
                out.append(spec(LayoutAnchor(.view(id), trail), .equal, LayoutAnchor(size, trail), constant: -trailing, at: here))
            } else {
                out.append(spec(LayoutAnchor(.view(id), center), .equal, LayoutAnchor(size, center),
                                constant: origin + length / 2 - parent / 2, at: here))
            }
            return out
        }
        extra += axis(minFlex: flag("flexibleMinX"), sizeFlex: flag("widthSizable"), maxFlex: flag("flexibleMaxX"),
                      origin: f.x, length: f.width, parent: parentFrame.width, lead: .left, trail: .right, center: .centerX, dimension: .width)
        extra += axis(minFlex: flag("flexibleMinY"), sizeFlex: flag("heightSizable"), maxFlex: flag("flexibleMaxY"),
                      origin: f.y, length: f.height, parent: parentFrame.height, lead: .top, trail: .bottom, center: .centerY, dimension: .height)
    }

    func spec(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?, multiplier: Double = 1,
                      constant: Double, priority: Double = 1000, condition: TraitCondition? = nil,
                      at location: SourceLocation) -> ConstraintSpec {
        var spec = ConstraintSpec(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                                  priority: priority, condition: condition, source: "", location: location)
        spec.source = ConstraintText.text(spec)
        return spec
    }

    // MARK: Constraints

    func condition(forKey key: String, at element: IBElement) -> TraitCondition? {
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

    func isDescendant(_ ibID: String, of ancestor: String) -> Bool {
        var current = parents[ibID]
        var steps = 0
        // A document that reuses an id for a view and its subview makes `parents` a cycle.
        while let c = current, steps <= parents.count {
            if c == ancestor { return true }
            current = parents[c]
            steps += 1
        }
        return false
    }

    mutating func anchor(_ ibID: String, _ attributeText: String, other: String?, at element: IBElement) -> LayoutAnchor? {
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

    /// Where a size-class `<mask>` leaves a constraint or a subview installed.
    enum Installation { case always, never, when(TraitCondition) }

    func installation(of reference: String, at element: IBElement) -> Installation {
        guard let m = masks[reference] else { return .always }
        let included = m.included.compactMap { self.condition(forKey: $0, at: element) }
        let excluded = m.excluded.filter { $0 != "default" }.compactMap { self.condition(forKey: $0, at: element) }
        if m.excluded.contains("default") {
            guard let first = included.first else { return .never }
            return .when(included.dropFirst().reduce(first) { .or($0, $1) })
        }
        if let first = excluded.first { return .when(.not(excluded.dropFirst().reduce(first) { .or($0, $1) })) }
        return .always
    }

    mutating func translateConstraint(_ element: IBElement, owner: String) -> [ConstraintSpec] {
        let firstID = element["firstItem"] ?? owner
        let secondID = element["secondItem"]
        // A constraint exists where it is installed and so are its items and their superviews.
        var condition: TraitCondition?
        var references = [element["id"] ?? ""]
        for item in [firstID, secondID].compactMap({ $0 }) {
            var current: String? = item
            while let c = current, references.count <= parents.count + 3 {
                references.append(c)
                current = parents[c]
            }
        }
        for reference in references {
            switch installation(of: reference, at: element) {
            case .always: continue
            case .never: return []
            case .when(let installed): condition = condition.map { .and($0, installed) } ?? installed
            }
        }
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
