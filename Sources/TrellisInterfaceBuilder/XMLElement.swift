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

    /// A string property: the attribute, or the `<string key=…>` child IB writes instead when the
    /// value holds a line break (`<mutableString key=…>` when the text was an NSMutableString),
    /// in base64 when it holds a character XML cannot carry, such as a control (`base64-UTF8="YES"`).
    public func string(_ key: String) -> String? {
        if let value = attributes[key] { return value }
        guard let element = child("string", key: key) ?? child("mutableString", key: key) else { return nil }
        return element["base64-UTF8"] == "YES" ? Self.decodeBase64UTF8(element.text) : element.text
    }

    /// IB wraps the base64 in line breaks and leaves out its padding; a last lone digit (IB writes
    /// some) holds less than a byte.
    static func decodeBase64UTF8(_ text: String) -> String? {
        var digits = text.filter { !$0.isWhitespace }
        if digits.count % 4 == 1 { digits.removeLast() }
        digits += String(repeating: "=", count: (4 - digits.count % 4) % 4)
        return Data(base64Encoded: digits).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Parses a whole document; external entities are never resolved.
    ///
    /// Before the XML parser sees the bytes they must be UTF-8 (Foundation's parser traps on an
    /// element name that is not) and hold no DTD: Interface Builder never writes one, and a DTD
    /// is how entity bombs ("billion laughs") and external entities (`SYSTEM "file:///…"`) get in.
    public static func parse(_ data: Data, file: String) throws(IBParseError) -> IBElement {
        try checkBytes(data, file: file)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder(parser: parser)
        parser.delegate = builder
        let parsed = parser.parse()
        if let line = builder.tooDeepLine {
            throw IBParseError(file: file, line: line, message: "elements nested deeper than \(maxDepth) levels")
        }
        guard parsed, let root = builder.root else {
            let line = builder.errorLine ?? parser.lineNumber
            throw IBParseError(file: file, line: line, message: parser.parserError.map { "not well-formed XML: \($0.localizedDescription)" } ?? "no document element")
        }
        if let open = builder.stack.last {
            throw IBParseError(file: file, line: parser.lineNumber, message: "document ends inside <\(open.name)> opened at line \(open.line)")
        }
        return root
    }

    /// Deepest element nesting read (Interface Builder documents stay under 40); deeper input
    /// would make every recursive walk of the tree a stack risk.
    public static let maxDepth = 256

    /// Invalid UTF-8, `<!DOCTYPE` / `<!ENTITY` and processing instructions other than the XML
    /// declaration are errors at their line. Interface Builder writes no processing instruction,
    /// and Foundation's parser crashes (reads a null pointer) on one without data, `<?x?>`.
    private static func checkBytes(_ data: Data, file: String) throws(IBParseError) {
        let bytes = [UInt8](data)
        var line = 1
        var i = 0
        let declarations: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // after a byte order mark
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A { line += 1 }
            if b == 0x3C, i + 1 < bytes.count, bytes[i + 1] == 0x3F, !(i == start && isXMLDeclaration(bytes[i...])) {
                throw IBParseError(file: file, line: line, message: "processing instructions (<?…?>) are not supported: "
                                   + "Interface Builder documents have none but the <?xml …?> declaration at the start")
            }
            if b == 0x3C, i + 1 < bytes.count, bytes[i + 1] == 0x21,
               let declaration = declarations.first(where: { bytes[i...].starts(with: $0) }) {
                let name = String(decoding: declaration.dropFirst(2), as: UTF8.self)
                throw IBParseError(file: file, line: line, message: "<!\(name)> is not supported: Interface Builder "
                                   + "documents have no DTD, and entities could expand without bound or read other files")
            }
            if b < 0x80 { i += 1; continue }
            let width = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
            var scalar = Unicode.UTF8.ForwardParser()
            var iterator = bytes[i..<min(i + width, bytes.count)].makeIterator()
            guard b >= 0xC2, b <= 0xF4, case let .valid(encoded) = scalar.parseScalar(from: &iterator),
                  encoded.count == width else {
                throw IBParseError(file: file, line: line, message: "invalid UTF-8 (byte offset \(i)); expected UTF-8 XML")
            }
            i += width
        }
    }

    private static func isXMLDeclaration(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.starts(with: Array("<?xml".utf8)) && bytes.dropFirst(5).first.map { [0x20, 0x09, 0x0A, 0x0D].contains($0) } == true
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
    var tooDeepLine: Int?

    init(parser: XMLParser) { self.parser = parser }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard stack.count < IBElement.maxDepth else {
            if tooDeepLine == nil { tooDeepLine = parser.lineNumber }
            parser.abortParsing()
            return
        }
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
