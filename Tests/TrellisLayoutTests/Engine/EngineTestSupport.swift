import Foundation
import TrellisLayout

/// Lays out an inline screen file at a profile key.
func layout(_ yaml: String, _ key: String) throws -> LayoutResult {
    let screen = try ScreenFile.parse(yaml, path: "test.yaml").screen
    return LayoutEngine().layout(screen, profile: try Profile(key: key))
}

/// An example screen from `examples/`, expanded with `examples/components`.
func exampleScreen(_ name: String) throws -> Screen {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
    var library = ComponentLibrary()
    for file in try FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent("components").path).sorted() {
        let text = try String(contentsOf: examples.appendingPathComponent("components/\(file)"), encoding: .utf8)
        if case let .component(component) = try LayoutFile.parse(text: text, path: file) { try library.add(component) }
    }
    let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
    return try ScreenFile.parse(text, path: name, components: library).screen
}

/// An example screen laid out at one profile, with a solver of its own.
func layoutExample(_ name: String, _ key: String) throws -> LayoutResult {
    LayoutEngine().layout(try exampleScreen(name), profile: try Profile(key: key))
}

extension LayoutResult {
    func frame(_ id: String) -> Frame { frames[id] ?? Frame(x: .nan, y: .nan, width: .nan, height: .nan) }

    func findings(_ kind: Finding.Kind) -> [Finding] { findings.filter { $0.kind == kind } }
}

/// Frames rounded to 1/1000 pt compare exactly; this keeps test numbers readable.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Frame {
    Frame(x: x, y: y, width: width, height: height)
}
