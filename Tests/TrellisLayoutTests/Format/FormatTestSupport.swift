import Foundation
import Testing
@testable import TrellisLayout

/// Helpers shared by the format tests: parse a snippet, expect an error at a place.
enum FormatTest {
    static let path = "Test.yaml"

    static func at(_ line: Int, _ column: Int, file: String = path) -> TrellisLayout.SourceLocation {
        TrellisLayout.SourceLocation(file: file, line: line, column: column)
    }

    static func parse(_ text: String, path: String = path, options: FormatOptions = FormatOptions()) throws -> LayoutFile {
        try LayoutFile.parse(text: text, path: path, options: options)
    }

    /// A screen, expanded with these component files.
    static func screen(_ text: String, components: [String] = [], options: FormatOptions = FormatOptions()) throws -> Screen {
        var library = ComponentLibrary(options: options)
        for (index, component) in components.enumerated() {
            guard case let .component(definition) = try parse(component, path: "Component\(index).yaml", options: options) else {
                Issue.record("not a component file")
                continue
            }
            try library.add(definition)
        }
        return try ScreenFile.parse(text, path: path, components: library).screen
    }

    /// The constraints of a screen whose views are plain views with these ids.
    static func constraints(_ lines: [String], views: [String] = ["a", "b", "c"], extraViews: String = "") throws -> [ConstraintSpec] {
        let yaml = "screen: S\nviews:\n" + views.map { "  - view: \($0)\n" }.joined() + extraViews
            + "constraints:\n" + lines.map { "  - \"\($0)\"\n" }.joined()
        return try screen(yaml).constraints
    }

    /// The error a file (or a screen expansion with components) raises.
    static func error(_ text: String, components: [String] = [], options: FormatOptions = FormatOptions()) -> FormatError? {
        do {
            _ = try screenOrFile(text, components: components, options: options)
            return nil
        } catch let error as FormatError {
            return error
        } catch {
            Issue.record("unexpected error type: \(error)")
            return nil
        }
    }

    private static func screenOrFile(_ text: String, components: [String], options: FormatOptions) throws -> Any {
        if text.hasPrefix("screen:") { return try screen(text, components: components, options: options) }
        return try parse(text, options: options)
    }

    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "yaml", subdirectory: "Fixtures/format"))
        return try String(contentsOf: url, encoding: .utf8)
    }
}

/// Asserts that `error` is at `location` and its message contains each fragment.
func expectFormatError(_ error: FormatError?, at location: TrellisLayout.SourceLocation, _ fragments: String...,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let error else {
        Issue.record("expected an error at \(location)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.location == location, "\(error)", sourceLocation: sourceLocation)
    for fragment in fragments {
        #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
    }
}

extension ConstraintSpec {
    /// A compact form for comparing expansions: `a.top == b.bottom * 1 + 8 @1000`.
    var formatShape: String {
        func anchor(_ a: LayoutAnchor) -> String {
            let item: String = switch a.item {
            case let .view(id): id
            case .root: "root"
            case .safeArea: "safeArea"
            case .margins: "margins"
            case .readable: "readable"
            case .keyboard: "keyboard"
            case let .viewMargins(id): id + ".margins"
            case let .scrollContent(id): id + ".content"
            case let .scrollFrame(id): id + ".frame"
            }
            return item + "." + a.attribute.rawValue
        }
        var text = anchor(first) + " " + relation.rawValue
        if let second { text += " " + anchor(second) + (multiplier == 1 ? "" : " * \(NumberSyntax.format(multiplier))") }
        if constant != 0 || second == nil { text += (second == nil ? " " : " + ") + NumberSyntax.format(constant) }
        if priority != 1000 { text += " @\(NumberSyntax.format(priority))" }
        return text
    }
}
