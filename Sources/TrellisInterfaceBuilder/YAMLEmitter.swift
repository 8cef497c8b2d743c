import Foundation
import TrellisLayout
import Yams

/// Constraint and condition text in the screen format's syntax (SCREEN-FORMAT.md).
enum ConstraintText {
    static func item(_ item: LayoutItem) -> String {
        switch item {
        case let .view(id): id
        case .root: "root"
        case .safeArea: "safeArea"
        case .margins: "margins"
        case .readable: "readable"
        case .keyboard: "keyboard"
        case let .viewMargins(id): "\(id).margins"
        case let .scrollContent(id): "\(id).content"
        case let .scrollFrame(id): "\(id).frame"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func text(_ spec: ConstraintSpec) -> String {
        var out = "\(item(spec.first.item)).\(spec.first.attribute.rawValue) \(spec.relation.rawValue)"
        if let second = spec.second {
            out += " \(item(second.item)).\(second.attribute.rawValue)"
            if spec.multiplier != 1 { out += " * \(number(spec.multiplier))" }
            if spec.constant > 0 { out += " + \(number(spec.constant))" } else if spec.constant < 0 { out += " - \(number(-spec.constant))" }
        } else {
            out += " \(number(spec.constant))"
        }
        if spec.priority != 1000 { out += " @\(number(spec.priority))" }
        if let condition = spec.condition { out += " when \(condition)" }
        return out
    }
}

/// Writes a screen as a Trellis screen file (format 1), through Yams.
///
/// ```swift
/// let yaml = ScreenYAML.text(for: imported.screen)
/// let file = try LayoutFile.parse(text: yaml, path: "Login.yaml")
/// ```
///
/// The file is built as a Yams node tree so that keys keep the format's order (kind and id
/// first, then properties, variants, children); free text (texts, titles, constraints,
/// conditions) is double-quoted, small maps such as `font` and `size` are flow maps.
public enum ScreenYAML {
    public static func text(for screen: Screen) -> String {
        var root: [(Node, Node)] = [(Node("screen"), Node(screen.name))]
        if let description = screen.description { root.append((Node("description"), quoted(description))) }
        if !screen.tags.isEmpty { root.append((Node("tags"), Node(screen.tags.map(quoted), .implicit, .flow))) }
        if !screen.views.isEmpty { root.append((Node("views"), Node(screen.views.map(node)))) }
        if !screen.constraints.isEmpty {
            root.append((Node("constraints"), Node(screen.constraints.map { quoted(ConstraintText.text($0)) })))
        }
        do {
            // Width -1: no folding of long constraint lines; unicode: texts stay readable.
            return try Yams.serialize(node: Node(root), width: -1, allowUnicode: true)
        } catch {
            // libyaml refuses only malformed event streams (an alias to no anchor, a bad tag);
            // this tree has neither.
            preconditionFailure("Yams could not write a screen's node tree: \(error)")
        }
    }

    private static func quoted(_ text: String) -> Node { Node(text, .implicit, .doubleQuoted) }

    private static func node(_ view: ViewNode) -> Node {
        var pairs: [(Node, Node)] = [(Node(view.kind.rawValue), Node(view.id))]
        pairs += properties(view.properties, kind: view.kind)
        if !view.variants.isEmpty {
            pairs.append((Node("when"), Node(view.variants.map { variant in
                Node([(Node("if"), quoted(variant.condition.description))] + properties(variant.properties, kind: view.kind))
            })))
        }
        if !view.children.isEmpty {
            pairs.append((Node(view.kind == .stack ? "arranged" : "views"), Node(view.children.map(node))))
        }
        return Node(pairs)
    }

    private static func properties(_ p: ViewProperties, kind: ViewKind) -> [(Node, Node)] {
        var out: [(Node, Node)] = []
        func add(_ key: String, _ value: Node) { out.append((Node(key), value)) }
        func number(_ value: Double) -> Node { Node(ConstraintText.number(value)) }
        func flow(_ pairs: [(String, Node)]) -> Node { Node(pairs.map { (Node($0.0), $0.1) }, .implicit, .flow) }
        let textKinds: Set<ViewKind> = [.label, .button, .textField, .textView]
        if let v = p.text, [.label, .textField, .textView].contains(kind) { add("text", quoted(v)) }
        if let v = p.title, kind == .button { add("title", quoted(v)) }
        if let v = p.placeholder, kind == .textField { add("placeholder", quoted(v)) }
        if let v = p.style, textKinds.contains(kind) { add("style", Node(v.rawValue)) }
        if let v = p.lines, kind == .label || kind == .button { add("lines", Node(String(v))) }
        if let v = p.font, textKinds.contains(kind) {
            let family = v.family.map { [("family", Node($0.rawValue))] } ?? []
            add("font", flow([("size", number(v.size)), ("weight", Node(v.weight.rawValue))] + family))
        }
        if let v = p.scrollEnabled, kind == .textView { add("scrollEnabled", Node(String(v))) }
        if let v = p.imageSize, kind == .image || kind == .button {
            add("size", flow([("width", number(v.width)), ("height", number(v.height))]))
        }
        if kind == .stack {
            if let v = p.axis { add("axis", Node(v.rawValue)) }
            if let v = p.distribution { add("distribution", Node(v.rawValue)) }
            if let v = p.alignment { add("alignment", Node(v.rawValue)) }
            if let v = p.spacing { add("spacing", number(v)) }
            if let v = p.marginsRelative { add("marginsRelative", Node(String(v))) }
        }
        if let v = p.hidden { add("hidden", Node(String(v))) }
        func axes(_ key: String, _ a: AxisPriorities) {
            // A NaN vertical priority is written as YAML's null, as the hand-written emitter did.
            let sides = [a.horizontal.map { ("h", number($0)) }, a.vertical.map { ("v", $0 == $0 ? number($0) : Node("null")) }]
            if a.horizontal != nil || a.vertical != nil { add(key, flow(sides.compactMap { $0 })) }
        }
        if let v = p.hugging { axes("hugging", v) }
        if let v = p.compression { axes("compression", v) }
        func insets(_ key: String, _ m: DirectionalInsets) {
            let sides = [m.top.map { ("top", number($0)) }, m.leading.map { ("leading", number($0)) },
                         m.bottom.map { ("bottom", number($0)) }, m.trailing.map { ("trailing", number($0)) }].compactMap { $0 }
            if !sides.isEmpty { add(key, flow(sides)) }
        }
        if let m = p.margins { insets("margins", m) }
        if let v = p.preservesSuperviewMargins { add("preservesSuperviewMargins", Node(String(v))) }
        if let m = p.contentInsets, kind == .button { insets("contentInsets", m) }
        if let v = p.imagePlacement, kind == .button { add("imagePlacement", Node(v.rawValue)) }
        if let v = p.imagePadding, kind == .button { add("imagePadding", number(v)) }
        if kind == .label || kind == .textView {
            let paragraph = [("lineSpacing", p.lineSpacing), ("lineHeightMultiple", p.lineHeightMultiple),
                             ("minimumLineHeight", p.minimumLineHeight), ("maximumLineHeight", p.maximumLineHeight)]
            for case let (key, value?) in paragraph { add(key, number(value)) }
        }
        if let v = p.textAlignment, [.label, .textField, .textView].contains(kind) { add("textAlignment", Node(v.rawValue)) }
        if let v = p.border, kind == .textField { add("border", Node(v.rawValue)) }
        if let v = p.preferredMaxLayoutWidth, kind == .label { add("preferredMaxLayoutWidth", number(v)) }
        if let v = p.contentHeight, kind == .webView { add("contentHeight", number(v)) }
        if let v = p.paging, kind == .scroll { add("paging", Node(String(v))) }
        if let v = p.interactive { add("interactive", Node(String(v))) }
        if let v = p.accessibilityLabel { add("accessibilityLabel", quoted(v)) }
        return out
    }
}
