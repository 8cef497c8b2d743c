import Foundation
import Yams

/// Reads a file's text into a ``YAMLValue`` tree, turning every problem into a ``FormatError``
/// that names file:line:col: size and byte checks first, then the anchor/depth scan, then Yams.
enum YAMLLoader {
    /// The document, or nil for an empty file (only comments or whitespace).
    static func load(text: String, path: String, limits: FormatLimits) throws(FormatError) -> YAMLValue? {
        let byteCount = text.utf8.count
        if byteCount > limits.maxFileBytes {
            throw FormatError(at: SourceLocation(file: path, line: 1, column: 1),
                              "file is \(byteCount) bytes; the limit is \(limits.maxFileBytes) bytes")
        }
        if let nul = text.utf8.firstIndex(of: 0) {
            throw FormatError(at: location(ofUTF8Offset: text.utf8.distance(from: text.utf8.startIndex, to: nul),
                                           in: text, path: path),
                              "NUL byte in file; expected UTF-8 text")
        }
        try HostileInputScan(text: text, path: path, limits: limits).run()

        let parser: Parser
        let root: Node?
        do {
            parser = try Parser(yaml: text, resolver: .basic, encoding: .utf8)
            root = try parser.singleRoot()
        } catch let error as YamlError {
            throw formatError(from: error, text: text, path: path)
        } catch {
            throw FormatError(at: SourceLocation(file: path, line: 1, column: 1), "could not read YAML: \(error)")
        }
        guard let root else { return nil }
        // The parser keeps anchors alive (nodes hold them weakly): read the tree while it exists.
        return try withExtendedLifetime(parser) { () throws(FormatError) -> YAMLValue in
            try convert(root, path: path, depth: 0, maxDepth: limits.maxYAMLDepth)
        }
    }

    private static func location(_ mark: Mark?, _ path: String) -> SourceLocation {
        SourceLocation(file: path, line: max(mark?.line ?? 1, 1), column: max(mark?.column ?? 1, 1))
    }

    private static func convert(_ node: Node, path: String, depth: Int, maxDepth: Int) throws(FormatError) -> YAMLValue {
        let here = location(node.mark, path)
        if node.anchor != nil {
            throw FormatError(at: here, "YAML anchors and aliases are not supported; write the value out")
        }
        if depth > maxDepth {
            throw FormatError(at: here, "nesting deeper than \(maxDepth) levels; flatten the file")
        }
        switch node {
        case let .scalar(scalar):
            return .scalar(YAMLScalar(text: scalar.string, style: style(scalar.style), location: here))
        case let .sequence(sequence):
            var items: [YAMLValue] = []
            items.reserveCapacity(sequence.count)
            for item in sequence {
                items.append(try convert(item, path: path, depth: depth + 1, maxDepth: maxDepth))
            }
            return .sequence(items, here)
        case let .mapping(mapping):
            var entries: [YAMLMapping.Entry] = []
            entries.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                guard case let .scalar(keyScalar) = key else {
                    throw FormatError(at: location(key.mark, path), "expected a plain key, found \(key.mapping != nil ? "a mapping" : "a list") as a key")
                }
                let keyValue = YAMLScalar(text: keyScalar.string, style: style(keyScalar.style),
                                          location: location(keyScalar.mark, path))
                entries.append(.init(key: keyValue, value: try convert(value, path: path, depth: depth + 1, maxDepth: maxDepth)))
            }
            return .mapping(YAMLMapping(entries: entries, location: here))
        case let .alias(alias):
            throw FormatError(at: location(alias.mark, path), "YAML aliases ('*name') are not supported; write the value out")
        }
    }

    private static func style(_ style: Node.Scalar.Style) -> YAMLScalar.Style {
        switch style {
        case .singleQuoted: .singleQuoted
        case .doubleQuoted: .doubleQuoted
        case .literal: .literal
        case .folded: .folded
        case .any, .plain: .plain
        }
    }

    private static func formatError(from error: YamlError, text: String, path: String) -> FormatError {
        func described(_ context: YamlError.Context?, _ problem: String) -> String {
            if let context, !context.text.isEmpty { "YAML syntax error: \(problem) (\(context.text))" } else { "YAML syntax error: \(problem)" }
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            return FormatError(at: location(mark, path), described(context, problem) + vflHint(text, near: context?.mark ?? mark))
        case let .reader(problem, offset, _, _):
            let here = offset.map { characterLocation($0, in: text, path: path) } ?? location(nil, path)
            return FormatError(at: here, "unreadable text: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let first = location(context.mark, path)
            let second = secondOccurrence(ofKey: key, after: first, in: text, path: path)
            return FormatError(at: second ?? first, "duplicate key '\(key)'"
                               + (second != nil ? "; first written at \(first)" : ""))
        default:
            return FormatError(at: location(nil, path), "could not read YAML: \(error)")
        }
    }

    /// A VFL line starting with `|` or `[` reads as a YAML block scalar or flow list, and tabs
    /// cannot indent YAML: say so.
    private static func vflHint(_ text: String, near mark: Mark) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if mark.line >= 1, mark.line <= lines.count, lines[mark.line - 1].prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
            return "; YAML is indented with spaces, not tabs"
        }
        for number in [mark.line, mark.line - 1] where number >= 1 && number <= lines.count {
            let line = lines[number - 1].drop { $0 == " " }
            guard line.hasPrefix("- ") else { continue }
            let value = line.dropFirst(2).drop { $0 == " " }
            if (value.hasPrefix("|") || value.hasPrefix("[")) && value.contains("]") {
                return "; a VFL line that starts with '|' or '[' must be quoted (- \"\(value.prefix(40))\") or start with H: or V:"
            }
        }
        return ""
    }

    /// Yams reports a duplicate key at its first occurrence; the mistake is the later one.
    private static func secondOccurrence(ofKey key: String, after first: SourceLocation, in text: String,
                                         path: String) -> SourceLocation? {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard lineNumber > first.line else { continue }
            let scalars = Array(line.unicodeScalars)
            let start = first.column - 1
            guard start < scalars.count else { continue }
            let rest = String(String.UnicodeScalarView(scalars[start...]))
            for candidate in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(candidate) {
                let after = rest.dropFirst(candidate.count).drop { $0 == " " }
                if after.hasPrefix(":") {
                    return SourceLocation(file: path, line: lineNumber, column: first.column)
                }
            }
        }
        return nil
    }

    static func location(ofUTF8Offset offset: Int, in text: String, path: String) -> SourceLocation {
        var line = 1, column = 1, index = 0
        for byte in text.utf8 {
            if index == offset { break }
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: line, column: column)
    }

    private static func characterLocation(_ offset: Int, in text: String, path: String) -> SourceLocation {
        var line = 1, column = 1, index = 0
        for character in text.unicodeScalars {
            if index == offset { break }
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: line, column: column)
    }
}
