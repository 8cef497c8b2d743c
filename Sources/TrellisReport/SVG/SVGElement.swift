/// One SVG (or XML) element: a name, attributes in the order given, and children or text.
///
/// ```swift
/// SVGElement("rect", ["x": 0, "y": 0, "width": 10, "height": 10], class: "view").markup
/// // <rect class="view" x="0" y="0" width="10" height="10"/>
/// ```
///
/// Attributes keep their order (a `KeyValuePairs` literal), so the same input always gives the
/// same text: the snapshot references compare it byte for byte.
public struct SVGElement: Sendable, Hashable {
    public var name: String
    public var attributes: [(String, String)]
    public var children: [SVGElement]
    public var text: String?

    public init(_ name: String, _ attributes: KeyValuePairs<String, SVGValue> = [:], class className: String? = nil,
                children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = (className.map { [("class", $0)] } ?? []) + attributes.map { ($0.key, $0.value.text) }
        self.children = children
        self.text = text
    }

    /// Adds an attribute after the others.
    public func with(_ name: String, _ value: SVGValue) -> SVGElement {
        var copy = self
        copy.attributes.append((name, value.text))
        return copy
    }

    /// The element as markup, children indented by one space per level.
    public var markup: String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        out += String(repeating: " ", count: indent) + "<" + name
        for (key, value) in attributes { out += " \(key)=\"\(Self.escape(value))\"" }
        if children.isEmpty, text == nil {
            out += "/>\n"
            return
        }
        out += ">"
        if let text { out += Self.escape(text) }
        if !children.isEmpty {
            out += "\n"
            for child in children { child.write(to: &out, indent: indent + 1) }
            out += String(repeating: " ", count: indent)
        }
        out += "</\(name)>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    public static func == (a: SVGElement, b: SVGElement) -> Bool { a.markup == b.markup }
    public func hash(into hasher: inout Hasher) { hasher.combine(markup) }
}

/// An attribute value: a string as written, or a number printed to 1/100 pt without trailing zeros.
public struct SVGValue: Sendable, ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var text: String

    public init(_ text: String) { self.text = text }
    public init(_ number: Double) { text = Self.format(number) }
    public init(stringLiteral value: String) { text = value }
    public init(floatLiteral value: Double) { text = Self.format(value) }
    public init(integerLiteral value: Int) { text = String(value) }

    public static func number(_ value: Double) -> SVGValue { SVGValue(value) }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
