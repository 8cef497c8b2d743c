import Foundation
import TrellisLayout

/// Lays out an inline screen file at a profile key, with the repo's example components at hand.
func layout(_ yaml: String, _ key: String, components: [String] = []) throws -> LayoutResult {
    var library = ComponentLibrary()
    for (index, text) in components.enumerated() {
        if case let .component(component) = try LayoutFile.parse(text: text, path: "component\(index).yaml") {
            try library.add(component)
        }
    }
    let screen = try ScreenFile.parse(yaml, path: "test.yaml", components: library).screen
    return LayoutEngine().layout(screen, profile: try Profile(key: key))
}

/// An example screen from `examples/`, with `examples/components`.
func layoutExample(_ name: String, _ key: String) throws -> LayoutResult {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
    let componentFiles = try FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent("components").path)
        .sorted().map { try String(contentsOf: examples.appendingPathComponent("components/\($0)"), encoding: .utf8) }
    return try layout(try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8), key, components: componentFiles)
}

extension LayoutResult {
    func frame(_ id: String) -> Frame { frames[id] ?? Frame(x: .nan, y: .nan, width: .nan, height: .nan) }

    func findings(_ kind: Finding.Kind) -> [Finding] { findings.filter { $0.kind == kind } }
}

/// Frames rounded to 1/1000 pt compare exactly; this keeps test numbers readable.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Frame {
    Frame(x: x, y: y, width: width, height: height)
}
