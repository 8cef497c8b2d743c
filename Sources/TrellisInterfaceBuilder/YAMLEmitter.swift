import Foundation
import TrellisLayout

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

/// Writes a screen as a Trellis screen file (format 1).
///
/// ```swift
/// let yaml = ScreenYAML.text(for: imported.screen)
/// let file = try LayoutFile.parse(text: yaml, path: "Login.yaml")
/// ```
public enum ScreenYAML {
    public static func text(for screen: Screen) -> String {
        var lines = ["screen: \(screen.name)"]
        if let description = screen.description { lines.append("description: \(quote(description))") }
        if !screen.tags.isEmpty { lines.append("tags: [\(screen.tags.map(quote).joined(separator: ", "))]") }
        if !screen.views.isEmpty {
            lines.append("views:")
            for view in screen.views { write(view, indent: 1, into: &lines) }
        }
        if !screen.constraints.isEmpty {
            lines.append("constraints:")
            for spec in screen.constraints { lines.append("  - \(quote(ConstraintText.text(spec)))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += String(format: "\\x%02X", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    private static func write(_ view: ViewNode, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        lines.append("\(pad)- \(view.kind.rawValue): \(view.id)")
        let inner = pad + "  "
        for line in properties(view.properties, kind: view.kind) { lines.append(inner + line) }
        if !view.variants.isEmpty {
            lines.append("\(inner)when:")
            for variant in view.variants {
                lines.append("\(inner)  - if: \(quote(variant.condition.description))")
                for line in properties(variant.properties, kind: view.kind) { lines.append(inner + "    " + line) }
            }
        }
        if !view.children.isEmpty {
            lines.append("\(inner)\(view.kind == .stack ? "arranged" : "views"):")
            for child in view.children { write(child, indent: indent + 2, into: &lines) }
        }
    }

    private static func properties(_ p: ViewProperties, kind: ViewKind) -> [String] {
        var out: [String] = []
        let n = ConstraintText.number
        let textKinds: Set<ViewKind> = [.label, .button, .textField, .textView]
        if let v = p.text, [.label, .textField, .textView].contains(kind) { out.append("text: \(quote(v))") }
        if let v = p.title, kind == .button { out.append("title: \(quote(v))") }
        if let v = p.placeholder, kind == .textField { out.append("placeholder: \(quote(v))") }
        if let v = p.style, textKinds.contains(kind) { out.append("style: \(v.rawValue)") }
        if let v = p.lines, kind == .label { out.append("lines: \(v)") }
        if let v = p.font, textKinds.contains(kind) { out.append("font: {size: \(n(v.size)), weight: \(v.weight.rawValue)}") }
        if let v = p.scrollEnabled, kind == .textView { out.append("scrollEnabled: \(v)") }
        if let v = p.imageSize, kind == .image || kind == .button { out.append("size: {width: \(n(v.width)), height: \(n(v.height))}") }
        if kind == .stack {
            if let v = p.axis { out.append("axis: \(v.rawValue)") }
            if let v = p.distribution { out.append("distribution: \(v.rawValue)") }
            if let v = p.alignment { out.append("alignment: \(v.rawValue)") }
            if let v = p.spacing { out.append("spacing: \(n(v))") }
            if let v = p.marginsRelative { out.append("marginsRelative: \(v)") }
        }
        if let v = p.hidden { out.append("hidden: \(v)") }
        func axes(_ a: AxisPriorities) -> String {
            [a.horizontal.map { "h: \(n($0))" }, a.vertical.map { "v: \($0 == $0 ? n($0) : "")" }].compactMap { $0 }.joined(separator: ", ")
        }
        if let v = p.hugging, v.horizontal != nil || v.vertical != nil { out.append("hugging: {\(axes(v))}") }
        if let v = p.compression, v.horizontal != nil || v.vertical != nil { out.append("compression: {\(axes(v))}") }
        func insets(_ key: String, _ m: DirectionalInsets) {
            let sides = [m.top.map { "top: \(n($0))" }, m.leading.map { "leading: \(n($0))" },
                         m.bottom.map { "bottom: \(n($0))" }, m.trailing.map { "trailing: \(n($0))" }].compactMap { $0 }
            if !sides.isEmpty { out.append("\(key): {\(sides.joined(separator: ", "))}") }
        }
        if let m = p.margins { insets("margins", m) }
        if let m = p.contentInsets, kind == .button { insets("contentInsets", m) }
        if let v = p.lineSpacing, kind == .label || kind == .textView { out.append("lineSpacing: \(n(v))") }
        if let v = p.lineHeightMultiple, kind == .label || kind == .textView { out.append("lineHeightMultiple: \(n(v))") }
        if let v = p.interactive { out.append("interactive: \(v)") }
        if let v = p.accessibilityLabel { out.append("accessibilityLabel: \(quote(v))") }
        return out
    }
}
