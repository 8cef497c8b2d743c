import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document, with the line it starts on.
///
/// ```swift
/// let root = try IBElement.parse(data, file: "Main.storyboard")
/// root.children.first?.name // "dependencies"
/// ```
public final class IBElement: @unchecked Sendable {
    public let name: String
    public let attributes: [String: String]
    public let line: Int
    public private(set) var children: [IBElement] = []
    /// The character data directly inside the element (`<string key="text">…</string>`).
    public fileprivate(set) var text = ""
    public private(set) weak var parent: IBElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child with this name (and `key`, when given).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// Parses a whole document; external entities are never resolved.
    public static func parse(_ data: Data, file: String) throws(IBParseError) -> IBElement {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder(parser: parser)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let line = builder.errorLine ?? parser.lineNumber
            throw IBParseError(file: file, line: line, message: parser.parserError.map { "not well-formed XML: \($0.localizedDescription)" } ?? "no document element")
        }
        if let open = builder.stack.last {
            throw IBParseError(file: file, line: parser.lineNumber, message: "document ends inside <\(open.name)> opened at line \(open.line)")
        }
        return root
    }

    fileprivate func append(_ child: IBElement) {
        child.parent = self
        children.append(child)
    }
}

/// The document is not XML at all; nothing of it can be imported.
public struct IBParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    unowned let parser: XMLParser
    var root: IBElement?
    var stack: [IBElement] = []
    var errorLine: Int?

    init(parser: XMLParser) { self.parser = parser }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let top = stack.last { top.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if errorLine == nil { errorLine = parser.lineNumber }
    }
}
